// The connection check's report as sections of lines: the screen shows them, and the same
// lines joined are the text a person copies into a support ticket. The report carries no key
// and no secret, and neither does anything here add one.
import type { ConnectionReport, FieldImpact, FieldSample } from '@contract';
import { CLOCK_SKEW_WARNING_SECONDS } from '@contract';
import type { TFunction } from '../../i18n';
import { en } from './i18n/en';

type T = TFunction<'settings'>;
type ReasonCode = keyof typeof en.check.reasons;
type ImpactCode = keyof typeof en.check.impacts;

/** Days before a certificate's end when the report says so. */
const CERTIFICATE_WARNING_DAYS = 14;

export interface ReportSection {
  title: string;
  lines: string[];
  /** A line in it asks for action (a failure, a clock off, a field the spec names missing). */
  warn: boolean;
}

/** UTC, written the same in every language: support reads it next to their own logs. */
const utc = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

const isReason = (code: string): code is ReasonCode => Object.hasOwn(en.check.reasons, code);
const isImpact = (code: string): code is ImpactCode => Object.hasOwn(en.check.impacts, code);

/** A failure in words, with the system's code for whoever reads the ticket. */
export function reasonText(t: T, failure: { code: string; message: string }): string {
  const words = isReason(failure.code) ? t(`check.reasons.${failure.code}`) : t('check.reasons.other', { message: failure.message });
  return `${words} (${failure.code})`;
}

function reachSection(t: T, report: ConnectionReport, now: Date): ReportSection {
  const { reach } = report;
  const lines: string[] = [];
  let warn = false;
  const fail = (key: 'check.dnsFailed' | 'check.tlsFailed' | 'check.answerFailed', failure: { code: string; message: string }) => {
    warn = true;
    lines.push(t(key, { reason: reasonText(t, failure) }));
  };

  if (!reach.dns) lines.push(t('check.dnsNone', { hostname: reach.hostname }));
  else if (reach.dns.ok) lines.push(t('check.dnsOk', { hostname: reach.hostname, addresses: reach.dns.addresses.join(', '), ms: reach.dns.ms }));
  else fail('check.dnsFailed', reach.dns);

  if (!reach.tls) {
    if (reach.dns?.ok !== false) lines.push(t('check.tlsNone'));
  } else if (reach.tls.ok) {
    const { certificate } = reach.tls;
    lines.push(t('check.tlsOk', { protocol: reach.tls.protocol, ...certificate, validTo: utc(certificate.validTo) }));
    if (Date.parse(certificate.validTo) - now.getTime() < CERTIFICATE_WARNING_DAYS * 86_400_000) {
      warn = true;
      lines.push(t('check.tlsExpiring'));
    }
  } else {
    fail('check.tlsFailed', reach.tls);
    if (reach.tls.seen) lines.push(t('check.tlsSeen', { ...reach.tls.seen, validTo: utc(reach.tls.seen.validTo) }));
  }

  if (!reach.answer) lines.push(t('check.answerNone'));
  else if (reach.answer.ok) lines.push(t('check.answerOk', { status: reach.answer.status, ms: reach.answer.ms }));
  else fail('check.answerFailed', reach.answer);

  const skew = reach.clockSkewSeconds;
  if (skew === undefined) {
    if (reach.answer?.ok) lines.push(t('check.clockUnknown'));
  } else if (Math.abs(skew) <= CLOCK_SKEW_WARNING_SECONDS) {
    lines.push(t('check.clockOk', { seconds: Math.abs(skew) }));
  } else {
    warn = true;
    lines.push(t(skew > 0 ? 'check.clockAhead' : 'check.clockBehind', { seconds: Math.abs(skew) }), t('check.clockWarning'));
  }
  if (reach.hostDate) lines.push(t('check.hostDate', { date: reach.hostDate }));
  return { title: t('check.reach'), lines, warn };
}

function sampleLine(t: T, sample: FieldSample): string {
  const head = `${t(`check.reads.${sample.read}`)} (GET ${sample.path})`;
  if (sample.outcome === 'failed') return `${head}: ${t('check.outcomes.failed', { message: sample.message ?? '' })}`;
  if (sample.outcome !== 'read') return `${head}: ${t(`check.outcomes.${sample.outcome}`)}`;
  const parts = (['present', 'missingRequired', 'missing', 'unknown'] as const)
    .filter((k) => sample[k].length > 0)
    .map((k) => t(`check.${k}`, { fields: sample[k].join(', ') }));
  return `${head}: ${parts.join('; ')}`;
}

function impactLine(t: T, impact: FieldImpact): string {
  const values = { read: t(`check.reads.${impact.read}`), fields: impact.fields.join(', ') };
  return isImpact(impact.code) ? t(`check.impacts.${impact.code}`, values) : `${values.read}: ${impact.code} (${values.fields})`;
}

/** Every section of the report, in the order the screen and the text show them. */
export function reportSections(t: T, report: ConnectionReport, now = new Date()): ReportSection[] {
  const { profile } = report;
  const keys = t(`check.keys.${profile.keys}`);
  const sections: ReportSection[] = [
    {
      title: t('check.heading', { time: utc(report.checkedAt) }),
      lines: [
        t('check.connection', { name: profile.name, environment: profile.environment, baseUrl: profile.baseUrl }),
        t('check.settings', { prefix: profile.prefix, keys }),
      ],
      warn: false,
    },
    reachSection(t, report, now),
    {
      title: t(`check.signature.${report.signature}`),
      lines: [],
      warn: report.signature === 'rejected',
    },
  ];
  const read = report.samples.length > 0;
  sections.push({
    title: t('check.fields'),
    lines: read ? report.samples.map((s) => sampleLine(t, s)) : [t('check.notRead')],
    warn: report.samples.some((s) => s.outcome === 'failed' || s.missingRequired.length > 0),
  });
  if (read) {
    sections.push({
      title: t('check.means'),
      lines: report.impacts.length > 0 ? report.impacts.map((i) => impactLine(t, i)) : [t('check.allThere')],
      warn: report.impacts.some((i) => i.code === 'unreadable'),
    });
  }
  return sections;
}

/** The report as plain text for a support ticket. */
export function reportText(t: T, report: ConnectionReport, now = new Date()): string {
  return reportSections(t, report, now)
    .map((section) => [section.title, ...section.lines.map((line) => `- ${line}`)].join('\n'))
    .join('\n\n');
}
