/**
 * Where the main-thread time goes: one load of each page and of its script-free twin under a real
 * 4× CPU slowdown (Lighthouse with `throttlingMethod: 'devtools'`, which sets CDP
 * Emulation.setCPUThrottlingRate; no network throttling: the question is the CPU), mobile emulation.
 * Its Chromium performance trace is kept in bench/results/traces/ (open one in DevTools'
 * Performance panel), and summarised from Lighthouse's own reading of it: main-thread time by kind
 * of work (mainthread-work-breakdown: script evaluation, script parsing & compilation, style &
 * layout, rendering, parse HTML & CSS, garbage collection, other) and the scripts that cost the most
 * (bootup-time, those over 50 ms).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config, Flags } from 'lighthouse';
import { PROJECT_ROOT } from '../e2e/built-app';
import { auditOnce, prepareCart, withChromium } from './lighthouse';
import { BENCH_PAGES, oneLineCart, pageSlug } from './pages';
import { figure, type Figure } from './report';
import { settings, TRACES_DIR } from './settings';

export interface TraceSummary {
  path: string;
  who: 'app' | 'twin';
  /** Relative to the project: the raw trace (not committed). */
  traceFile: string;
  totalBlockingTimeMs: number;
  lcpMs: number;
  /** Main-thread milliseconds by group (Lighthouse's labels), largest first. */
  groups: { group: string; label: string; ms: number }[];
  mainThreadMs: number;
  /** Scripts by main-thread time (evaluation, parse & compile), largest first. */
  scripts: { url: string; totalMs: number; scriptingMs: number; parseCompileMs: number }[];
}

const AUDITS = ['mainthread-work-breakdown', 'bootup-time', 'total-blocking-time', 'largest-contentful-paint'];

function config(): Config {
  return {
    extends: 'lighthouse:default',
    settings: {
      throttlingMethod: 'devtools',
      throttling: {
        cpuSlowdownMultiplier: settings.cpuSlowdown,
        rttMs: 0,
        throughputKbps: 0,
        requestLatencyMs: 0,
        downloadThroughputKbps: 0,
        uploadThroughputKbps: 0,
      },
    },
  };
}

interface BreakdownItem { group: string; groupLabel: string; duration: number }
interface BootupItem { url: string; total: number; scripting: number; scriptParseCompile: number }

export async function traceSummaries(appBaseUrl: string, twinBaseUrl: string): Promise<{ summaries: TraceSummary[]; figures: Figure[] }> {
  const cart = await oneLineCart(appBaseUrl);
  fs.rmSync(TRACES_DIR, { recursive: true, force: true });
  fs.mkdirSync(TRACES_DIR, { recursive: true });
  const summaries: TraceSummary[] = [];
  await withChromium(async (port) => {
    const flags: Flags = { port, onlyAudits: AUDITS };
    for (const page of BENCH_PAGES) {
      for (const who of ['app', 'twin'] as const) {
        const baseUrl = who === 'app' ? appBaseUrl : twinBaseUrl;
        await prepareCart(port, baseUrl, page, cart);
        const result = await auditOnce(`${baseUrl}${page.path}`, flags, config());
        const file = path.join(TRACES_DIR, `${pageSlug(page.path)}.${who}.trace.json`);
        fs.writeFileSync(file, JSON.stringify(result.artifacts.Trace));
        const { audits } = result.lhr;
        const breakdown = ((audits['mainthread-work-breakdown']?.details as { items?: BreakdownItem[] } | undefined)?.items ?? [])
          .map((item) => ({ group: item.group, label: item.groupLabel, ms: Math.round(item.duration) }))
          .sort((a, b) => b.ms - a.ms);
        const scripts = ((audits['bootup-time']?.details as { items?: BootupItem[] } | undefined)?.items ?? [])
          .map((item) => ({ url: item.url, totalMs: Math.round(item.total), scriptingMs: Math.round(item.scripting), parseCompileMs: Math.round(item.scriptParseCompile) }))
          .sort((a, b) => b.totalMs - a.totalMs);
        const summary: TraceSummary = {
          path: page.path,
          who,
          traceFile: path.relative(PROJECT_ROOT, file),
          totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          groups: breakdown,
          mainThreadMs: breakdown.reduce((sum, g) => sum + g.ms, 0),
          scripts,
        };
        summaries.push(summary);
        printSummary(summary);
      }
    }
  });
  fs.writeFileSync(path.join(TRACES_DIR, 'summary.json'), `${JSON.stringify(summaries, null, 2)}\n`);
  fs.writeFileSync(path.join(TRACES_DIR, 'summary.md'), traceMarkdown(summaries).join('\n') + '\n');
  const figures = summaries
    .filter((s) => s.who === 'app')
    .flatMap((s) => {
      const twin = summaries.find((t) => t.who === 'twin' && t.path === s.path);
      const ms = (list: TraceSummary['groups'], group: string) => list.find((g) => g.group === group)?.ms ?? 0;
      return [
        figure(null, `Trace ${s.path} main thread (${settings.cpuSlowdown}× CPU), app / twin ${twin?.mainThreadMs ?? '?'} ms`, s.mainThreadMs, 'ms'),
        figure(null, `Trace ${s.path} script evaluation`, ms(s.groups, 'scriptEvaluation'), 'ms'),
        figure(null, `Trace ${s.path} style & layout, app / twin ${twin ? ms(twin.groups, 'styleLayout') : '?'} ms`, ms(s.groups, 'styleLayout'), 'ms'),
        figure(null, `Trace ${s.path} total blocking time (${settings.cpuSlowdown}× CPU, unthrottled network)`, s.totalBlockingTimeMs, 'ms'),
      ];
    });
  return { summaries, figures };
}

const shortUrl = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
};

function printSummary(s: TraceSummary) {
  console.log(`\nTrace ${s.path} (${s.who}, ${settings.cpuSlowdown}× CPU): main thread ${s.mainThreadMs} ms, TBT ${s.totalBlockingTimeMs} ms, LCP ${s.lcpMs} ms — ${s.traceFile}`);
  console.log(`  ${s.groups.map((g) => `${g.label} ${g.ms}`).join(', ')} (ms)`);
  for (const script of s.scripts.slice(0, 5)) {
    console.log(`  ${String(script.totalMs).padStart(5)} ms  ${shortUrl(script.url)} (evaluation ${script.scriptingMs}, parse & compile ${script.parseCompileMs})`);
  }
}

/** The summary as Markdown lines (bench/results/traces/summary.md and the run's report). */
export function traceMarkdown(summaries: TraceSummary[]): string[] {
  if (!summaries.length) return [];
  const labels = [...new Map(summaries.flatMap((s) => s.groups.map((g) => [g.group, g.label] as const))).entries()];
  const lines = [
    `## Main thread under ${settings.cpuSlowdown}× CPU (one traced load each; ms)`,
    '',
    `| page | | total | TBT | LCP | ${labels.map(([, label]) => label).join(' | ')} |`,
    `|---|---|---:|---:|---:|${labels.map(() => '---:').join('|')}|`,
    ...summaries.map(
      (s) => `| ${s.path} | ${s.who} | ${s.mainThreadMs} | ${s.totalBlockingTimeMs} | ${s.lcpMs} | ${labels.map(([group]) => s.groups.find((g) => g.group === group)?.ms ?? 0).join(' | ')} |`,
    ),
    '',
    '### Scripts by main-thread time (app; over 50 ms)',
    '',
    '| page | script | total ms | evaluation ms | parse & compile ms |',
    '|---|---|---:|---:|---:|',
  ];
  for (const s of summaries.filter((x) => x.who === 'app')) {
    for (const script of s.scripts.slice(0, 6)) {
      lines.push(`| ${s.path} | ${shortUrl(script.url)} | ${script.totalMs} | ${script.scriptingMs} | ${script.parseCompileMs} |`);
    }
  }
  lines.push('', `Traces: ${summaries.map((s) => s.traceFile).join(', ')}`);
  return lines;
}
