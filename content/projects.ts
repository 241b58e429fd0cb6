/** The Projects & Research tab of the home page, newest first. */
import type { ExperienceItem } from '@/lib/experience/types';

export const projects: readonly ExperienceItem[] = [
  {
    id: 'salary-compass',
    company: 'Open-source side project',
    position: 'Salary Compass: creator and product lead',
    location: 'Remote',
    date: '04.2022 – 10.2023',
    briefDescription: 'A free salary benchmark for tech roles, built from anonymous, crowd-sourced job offers.',
    description: [
      'Grew to 65k+ users within a year, almost entirely through word of mouth on social networks.',
      'Designed the anonymity model with a privacy lawyer: a salary range appears only once ten or more offers back it.',
      'Wrote the product spec, the data model and most of the SQL; volunteer contributors built the front end.',
    ].join('\n'),
    type: 'project',
    techVertical: 'hrtech',
    logo: '/images/logos/salary-compass.webp',
    attachment: { type: 'github', url: 'https://github.com/noamcarter-pm/salary-compass' },
  },
  {
    id: 'claimbot',
    company: 'InsurTech Hackathon Tel Aviv',
    position: 'ClaimBot: a claims triage assistant',
    location: 'Tel Aviv, Israel',
    date: '05.2019 – 05.2019',
    briefDescription:
      'A weekend prototype that asks a policyholder five questions and routes the claim to the right handler.',
    description: [
      'Led a team of four through discovery interviews with two claims handlers on the first evening.',
      'Built the routing rules as a plain decision table, so handlers could change them without a developer.',
      'Won second place and a pilot conversation with a regional insurer.',
    ].join('\n'),
    type: 'project',
    techVertical: 'insurance',
    logo: '/images/logos/claimbot.webp',
  },
  {
    id: 'northbridge-research',
    company: 'Northbridge University',
    position: 'Research: trust signals in digital lending',
    location: 'Haifa, Israel',
    date: 'October 2016 – June 2017',
    briefDescription: "Master's research on which interface cues make first-time borrowers trust an online lender.",
    description: [
      'Ran a between-subjects experiment with 420 participants on six versions of a loan application page.',
      'Found that a plain-language cost summary raised stated trust more than security badges or testimonials.',
      "Published as a working paper and presented at the university's fintech research day.",
    ].join('\n'),
    type: 'project',
    techVertical: 'fintech',
    logo: '/images/logos/northbridge.webp',
    attachment: {
      type: 'external',
      url: 'https://papers.northbridge.example/trust-signals-digital-lending.pdf',
      label: 'Read the working paper',
    },
  },
];
