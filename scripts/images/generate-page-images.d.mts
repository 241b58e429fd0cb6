// Types of what the generator exports, for the unit test that checks the manifest against it.
export type ImageKind = 'photos' | 'covers';

export interface Artwork {
  kind: ImageKind;
  slug: string;
  /** What the artwork shows. */
  alt: string;
  defs: string[];
  body: string[];
}

export declare const imageKinds: Record<ImageKind, { widths: number[]; view: { width: number; height: number } }>;

export declare function artworks(): Artwork[];
