// Prints, at the end of a vitest run, each project's wall time: from its first file's start to
// its last file's end (files of several projects run side by side), so `npm test` shows what
// each suite costs, e.g. that the component tests stay fast.
import type { Reporter, TestModule } from 'vitest/node';

export default class ProjectTimes implements Reporter {
  private readonly spans = new Map<string, { start: number; end: number; files: number }>();

  onTestModuleStart(module: TestModule): void {
    const name = module.project.name;
    const span = this.spans.get(name);
    if (span) span.files += 1;
    else this.spans.set(name, { start: Date.now(), end: Date.now(), files: 1 });
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.project.name);
    if (span) span.end = Date.now();
  }

  onTestRunEnd(): void {
    const times = [...this.spans].map(([name, { start, end, files }]) => `${name} ${((end - start) / 1000).toFixed(1)} s (${files} file${files === 1 ? '' : 's'})`);
    if (times.length > 0) console.log(`\nWall time by project: ${times.join(', ')}`);
    this.spans.clear();
  }
}
