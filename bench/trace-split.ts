// Where a page's main thread spends its time, from a Chromium trace: JavaScript, style,
// layout, paint and the browser's other work, each event's own time (its children's
// taken out), so a layout that JavaScript forces counts as layout.
import type { Browser, Page } from '@playwright/test';
import { fmt } from './measure';

export const TRACE_PARTS = ['script', 'gc', 'style', 'layout', 'paint', 'other'] as const;
export type TracePart = (typeof TRACE_PARTS)[number];
export type TraceSplit = Record<TracePart, number>;

const PART_OF: Record<string, TracePart> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
  'v8.compile': 'script',
  V8_GC_MINOR: 'gc',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  BlinkGC: 'gc',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
  CompositeLayers: 'paint',
};

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Traces `work` in `page` and answers the renderer main thread's time per part, in ms. */
export async function traceSplit(
  browser: Browser,
  page: Page,
  work: () => Promise<void>,
  /** Filled with "other"'s time by the name of its top-level event (what the browser was doing). */
  otherByName?: Map<string, number>,
): Promise<TraceSplit> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'] });
  await work();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  return splitOf(traceEvents, otherByName);
}

export function splitOf(events: readonly TraceEvent[], otherByName?: Map<string, number>): TraceSplit {
  const split: TraceSplit = { script: 0, gc: 0, style: 0, layout: 0, paint: 0, other: 0 };
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.dur === undefined || !mains.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), e]);
  }
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    // An event's own time is its duration less its children's; a child of no part of its own
    // counts as its parent's part (V8's inner events inside a FunctionCall are script).
    const stack: Array<{ name: string; end: number; part: TracePart | undefined; own: number }> = [];
    const close = (until: number) => {
      while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
        const done = stack.pop() as (typeof stack)[number];
        if (done.part) split[done.part] += done.own / 1000;
        else if (stack.length === 0) {
          split.other += done.own / 1000;
          otherByName?.set(done.name, (otherByName.get(done.name) ?? 0) + done.own / 1000);
        }
        else (stack.at(-1) as (typeof stack)[number]).own += done.own;
      }
    };
    for (const e of list) {
      close(e.ts);
      const duration = e.dur ?? 0;
      const parent = stack.at(-1);
      if (parent) parent.own -= duration;
      stack.push({ name: e.name, end: e.ts + duration, part: PART_OF[e.name] ?? parent?.part, own: duration });
    }
    close(Number.POSITIVE_INFINITY);
  }
  return split;
}

/** The page's JavaScript functions by own time while `work` runs, the top 25. */
export async function printCpuProfile(page: Page, work: () => Promise<unknown>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  await work();
  const { profile } = await cdp.send('Profiler.stop');
  const own = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    const name = `${frame?.functionName || '(anonymous)'} ${frame?.url.split('/').pop() ?? ''}:${frame?.lineNumber ?? 0}`;
    own.set(name, (own.get(name) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  for (const [name, ms] of [...own].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${fmt(ms, 1).padStart(8)} ms  ${name}`);
}
