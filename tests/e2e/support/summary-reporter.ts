import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints the plain closing line CI reads: "Browser tests: N passed, N failed". */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry < test.retries && result.status !== 'passed') return;
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else this.failed += 1;
  }

  onEnd() {
    const skipped = this.skipped > 0 ? `, ${this.skipped} skipped` : '';
    console.log(`\nBrowser: ${this.passed} passed, ${this.failed} failed${skipped}`);
  }
}
