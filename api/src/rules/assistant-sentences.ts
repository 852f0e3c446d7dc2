// The assistant's deterministic reading of a sentence, used without an AI service (OPENAI_API_KEY unset): which
// request it is (a new job, an invoice, a reschedule, a running-late text, a question) and the names, dates and
// times in it, read in the organisation's zone relative to a given now. Pure: no I/O. The names it returns are
// text as the user typed them; api/src/domain/assistant/offline-reply.ts finds the records they name.
//
// Dates: 'today', 'tomorrow', 'the day after tomorrow', a weekday ('Thursday': the next one after today, never
// today), 'next Thursday' (that day in next week, weeks starting on Monday), '3 March' / 'March 3rd' / '3/3'
// (day first, as in Australia; a date already past this year is next year's), 'in 2 hours' / 'in 30 minutes'
// (rounded up to the next 5 minutes). Times: '9am', '9 am', '2:30 pm', '14:00', 'noon', and a bare hour after
// 'at' ('at 10' is 10 am, 'at 2' is 2 pm: 1 to 6 are read as afternoon hours, as trade work is booked by day).

import { parseDate } from '@internationalized/date';
import { addDays, dayKeyOf, instantOf, wallClockOf } from './zoned-time.ts';

export interface ClockTime {
  hour: number;
  minute: number;
}

/** A moment as said: a day ('YYYY-MM-DD' in the zone) and a time of day, each null when the sentence left it out. */
export interface When {
  day: string | null;
  time: ClockTime | null;
}

export type ParsedSentence =
  /** A quick prompt alone ('New Job', 'Invoice'): the assistant asks for the details. */
  | { intent: 'prompt'; kind: 'job' | 'invoice' }
  | { intent: 'job'; customer: string | null; technicians: string[]; when: When; title: string | null }
  | { intent: 'invoice'; customer: string | null }
  /** Move a job: whose (technician) or which customer's, at what time (from), to when (to). */
  | { intent: 'reschedule'; technician: string | null; customer: string | null; from: When; to: When }
  /** Text the customer of the user's current or next job that they are running late. */
  | { intent: 'late'; minutes: number | null }
  | { intent: 'question'; text: string }
  | { intent: 'unknown' };

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY_ALIASES: Record<string, number> = {
  ...Object.fromEntries(WEEKDAYS.map((d, i) => [d, i])),
  tues: 2,
  weds: 3,
  thur: 4,
  thurs: 4,
};
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_WORD =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAY_WORD = `(${Object.keys(WEEKDAY_ALIASES).join('|')})`;
const ORDINAL = '(?:st|nd|rd|th)?';
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
};

const weekdayOf = (key: string) => parseDate(key).toDate('UTC').getUTCDay();
const monthIndex = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;
const pad = (n: number) => String(n).padStart(2, '0');

/** A day key, or null when the date does not exist (31 April). */
function dayKey(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const key = `${y}-${pad(m)}-${pad(d)}`;
  try {
    return parseDate(key).toString() === key ? key : null;
  } catch {
    return null;
  }
}

/** A day and month without a year: this year's, or next year's when this year's has passed. */
function upcomingDate(today: string, m: number, d: number, year?: number): string | null {
  const y = Number(today.slice(0, 4));
  if (year) return dayKey(year < 100 ? 2000 + year : year, m, d);
  const thisYear = dayKey(y, m, d);
  if (thisYear && thisYear >= today) return thisYear;
  return dayKey(y + 1, m, d);
}

/** An hour said with am/pm (12 am is midnight, 12 pm noon), or without: 24-hour when it says so, else a working hour. */
function hourOf(hour: number, meridiem: string | undefined, bare: boolean): number | null {
  const m = meridiem?.replace(/\./g, '').toLowerCase();
  if (m === 'am' || m === 'pm') {
    if (hour < 1 || hour > 12) return null;
    return (hour % 12) + (m === 'pm' ? 12 : 0);
  }
  if (hour > 23) return null;
  // 'at 2' on a work day is 2 pm; 'at 10' is 10 am; '14:00' is itself.
  if (bare && hour >= 1 && hour <= 6) return hour + 12;
  return hour;
}

interface Found {
  when: When;
  /** The sentence without the date and time words. */
  rest: string;
}

/**
 * The date and time a piece of text names (the first of each), relative to `now` in `timeZone`, and the text
 * without them.
 */
export function findWhen(text: string, now: Date, timeZone: string): Found {
  const today = dayKeyOf(now, timeZone);
  let rest = ` ${text} `;
  let day: string | null = null;
  let time: ClockTime | null = null;
  const take = (re: RegExp, read: (m: RegExpMatchArray) => boolean) => {
    const m = rest.match(re);
    if (m && read(m)) rest = rest.replace(m[0], ' ');
  };

  // 'in 2 hours', 'in 30 minutes', 'in half an hour': a day and a time at once.
  take(
    /\bin\s+(half an|\d+|an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|forty-five)\s+(hours?|hrs?|minutes?|mins?)\b/i,
    (m) => {
      if (day || time) return false;
      const count = m[1].toLowerCase() === 'half an' ? 0.5 : Number(m[1]) || NUMBER_WORDS[m[1].toLowerCase()];
      const minutes = /^h/i.test(m[2]) ? count * 60 : count;
      const step = 5 * 60_000;
      const at = new Date(Math.ceil((now.getTime() + minutes * 60_000) / step) * step);
      const w = wallClockOf(at, timeZone);
      day = dayKey(w.y, w.m, w.d);
      time = { hour: w.hour, minute: w.minute };
      return true;
    },
  );
  take(/\b(?:on\s+)?(?:the\s+)?day after tomorrow\b/i, () => {
    day ??= addDays(today, 2);
    return true;
  });
  take(/\b(?:for\s+|on\s+)?(today|tonight|tomorrow|tmrw|tmr)\b/i, (m) => {
    if (day) return false;
    day = /^to(day|night)$/i.test(m[1]) ? today : addDays(today, 1);
    return true;
  });
  // '3 March', 'on the 3rd of March 2027'
  take(new RegExp(`\\b(?:on\\s+)?(?:the\\s+)?(\\d{1,2})${ORDINAL}\\s+(?:of\\s+)?${MONTH_WORD}\\b(?:,?\\s+(\\d{4}))?`, 'i'), (m) => {
    if (day) return false;
    day = upcomingDate(today, monthIndex(m[2]), Number(m[1]), m[3] ? Number(m[3]) : undefined);
    return day !== null;
  });
  // 'March 3', 'March 3rd, 2027'
  take(new RegExp(`\\b(?:on\\s+)?${MONTH_WORD}\\s+(\\d{1,2})${ORDINAL}\\b(?:,?\\s+(\\d{4}))?`, 'i'), (m) => {
    if (day) return false;
    day = upcomingDate(today, monthIndex(m[1]), Number(m[2]), m[3] ? Number(m[3]) : undefined);
    return day !== null;
  });
  // '3/3', '3/3/2027' (day first)
  take(/\b(?:on\s+)?(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?\b/, (m) => {
    if (day) return false;
    day = upcomingDate(today, Number(m[2]), Number(m[1]), m[3] ? Number(m[3]) : undefined);
    return day !== null;
  });
  // 'Thursday', 'on Thursday', 'this Thursday', 'next Thursday'
  take(new RegExp(`\\b(?:on\\s+)?(?:(this|next|coming|this coming)\\s+)?${WEEKDAY_WORD}\\b`, 'i'), (m) => {
    if (day) return false;
    const target = WEEKDAY_ALIASES[m[2].toLowerCase()];
    const todayWeekday = weekdayOf(today);
    if (m[1]?.toLowerCase() === 'next') {
      // That weekday in next week (weeks start on Monday).
      const mondayNext = addDays(today, 7 - ((todayWeekday + 6) % 7));
      day = addDays(mondayNext, (target + 6) % 7);
    } else {
      day = addDays(today, ((target - todayWeekday + 6) % 7) + 1);
    }
    return true;
  });

  // Times: '2:30 pm', '9.30am', '14:00'
  take(/\b(?:at\s+|@\s*|from\s+)?(\d{1,2})[:.](\d{2})\s*(am|pm|a\.m\.|p\.m\.)?(?=\W|$)/i, (m) => {
    if (time) return false;
    const hour = hourOf(Number(m[1]), m[3], false);
    const minute = Number(m[2]);
    if (hour === null || minute > 59) return false;
    time = { hour, minute };
    return true;
  });
  // '9am', '9 am', '2 p.m.'
  take(/\b(?:at\s+|@\s*|from\s+)?(\d{1,2})\s*(am|pm|a\.m\.|p\.m\.)(?=\W|$)/i, (m) => {
    if (time) return false;
    const hour = hourOf(Number(m[1]), m[2], false);
    if (hour === null) return false;
    time = { hour, minute: 0 };
    return true;
  });
  take(/\b(?:at\s+)?(noon|midday)\b/i, () => {
    if (time) return false;
    time = { hour: 12, minute: 0 };
    return true;
  });
  // 'at 10', 'at 2 o'clock'
  take(/\b(?:at|@)\s*(\d{1,2})(?:\s*o['’]?clock)?\b(?![:./]\d|\s*(?:minutes?|mins?|hours?|hrs?)\b)/i, (m) => {
    if (time) return false;
    const hour = hourOf(Number(m[1]), undefined, true);
    if (hour === null) return false;
    time = { hour, minute: 0 };
    return true;
  });
  return { when: { day, time }, rest: tidy(rest) };
}

/** The instant a When names in the zone, with what it left out taken from `fallback`. */
export function instantOfWhen(when: When, fallback: { day: string; time: ClockTime }, timeZone: string): Date {
  const [y, m, d] = (when.day ?? fallback.day).split('-').map(Number);
  const { hour, minute } = when.time ?? fallback.time;
  return instantOf({ y, m, d, hour, minute }, timeZone);
}

// ── Sentences

const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;!?])/g, '$1')
    .replace(/^[\s,.;:!-]+|[\s,.;:!-]+$/g, '')
    .trim();

const stripPolite = (text: string) => text.replace(/^\s*(?:(?:please|pls|can you|could you|hey|hi|ok|okay)[\s,]+)+/i, '');

/** 'jake' and 'priya' from 'Jake and Priya', 'jake, priya & liam'. */
const namesIn = (text: string) =>
  text
    .split(/\s*(?:,|&|\band\b|\+)\s*/i)
    .map(tidy)
    .filter(Boolean);

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const QUESTION_START =
  /^(how|what|what's|whats|where|when|why|who|which|can|could|do|does|did|is|are|should|will|would|help|explain|tell me|show me|i need help)\b/i;

function parseJob(text: string, now: Date, timeZone: string): ParsedSentence {
  const { when, rest } = findWhen(stripPolite(text), now, timeZone);
  let body = rest;
  let technicians: string[] = [];
  const tech = body.match(
    /(?:^|[\s,;])(?:send|assign(?:ed)?(?:\s+it)?(?:\s+to)?|give\s+it\s+to|with\s+tech(?:nician)?s?|tech(?:nician)?s?:?)\s+([^,;.]+)/i,
  );
  if (tech) {
    technicians = namesIn(tech[1]);
    body = body.replace(tech[0], ' ');
  }
  body = tidy(
    body.replace(
      /^\s*(?:(?:new|create|book(?:\s+in)?|add|schedule|make|draft|set\s+up|log)\s+)*(?:(?:a|an|the)\s+)?(?:new\s+)?(?:job|call[- ]?out|service(?:\s+call)?)\b/i,
      '',
    ),
  );
  let customer: string | null = null;
  const clauses = body
    .split(/\s*[,;]\s*|\s+-\s+|\s+–\s+/)
    .map(tidy)
    .filter(Boolean);
  const rest2: string[] = [];
  for (const clause of clauses) {
    const named = clause.match(/^(?:for|at|with customer|customer:?)\s+(.+)$/i);
    if (!customer && named) {
      // 'for Bayside Dental to fix the aircon': the customer, then what the job is.
      const [name, what] = named[1].split(/\s+(?:to|about|re:?|regarding)\s+/i);
      customer = tidy(name);
      if (what) rest2.push(tidy(what));
    } else rest2.push(clause);
  }
  const title = rest2.length ? capitalise(rest2.join(', ')) : null;
  return { intent: 'job', customer, technicians, when, title };
}

function parseInvoice(text: string): ParsedSentence {
  let body = tidy(stripPolite(text))
    .replace(
      /^(?:(?:create|make|raise|send|do|draft|prepare|generate|write)\s+)?(?:(?:a|an|the)\s+)?(?:new\s+)?(?:invoice|bill)\s*(?:for|to)?\b/i,
      '',
    )
    .replace(/\b(?:for|from)\s+(?:the|their|its)\s+(?:last\s+|latest\s+|recent\s+|completed\s+|finished\s+)*(?:job|work|visit)\b/i, '');
  body = body.replace(
    /^\s*(?:(?:the|their|its)\s+)?(?:(?:last|latest|most recent|recent|completed|finished|done)\s+)*(?:job|work|visit)\s*(?:at|for|of|with)?\b/i,
    '',
  );
  const customer = tidy(body);
  return { intent: 'invoice', customer: customer || null };
}

function parseReschedule(text: string, now: Date, timeZone: string): ParsedSentence | null {
  const m = tidy(stripPolite(text)).match(
    /^(?:move|reschedule|shift|push|change|bring)\s+(.+?)\s+(?:to|till|until|over to|back to|forward to)\s+(.+)$/i,
  );
  if (!m) return null;
  const source = findWhen(m[1], now, timeZone);
  const target = findWhen(m[2], now, timeZone);
  let technician: string | null = null;
  let customer: string | null = null;
  let who = source.rest;
  const possessive = who.match(/^([\p{L}][\p{L}'’-]*?(?:\s+[\p{L}][\p{L}'’-]*?)?)['’]s?\b/u);
  if (possessive && !/^the$/i.test(possessive[1])) {
    technician = tidy(possessive[1]);
    who = who.slice(possessive[0].length);
  }
  who = tidy(
    who.replace(/\b(?:the|job|jobs|appointment|booking|visit|one|service|call)\b/gi, ' ').replace(/^\s*(?:at|for|with)\s+/i, ''),
  ).replace(/^(?:at|for|with)\s+/i, '');
  if (who) customer = who;
  if (!technician && !customer && !source.when.time) return null;
  return { intent: 'reschedule', technician, customer, from: source.when, to: target.when };
}

function lateMinutes(text: string): number | null {
  const n = text.match(/\b(\d{1,3})\s*(?:-\s*)?(?:min|mins|minutes|minute)\b/i);
  if (n) return Number(n[1]);
  if (/\bhalf an hour\b/i.test(text)) return 30;
  if (/\b(?:a\s+)?quarter of an hour\b/i.test(text)) return 15;
  if (/\b(?:an|one)\s+hour\b/i.test(text)) return 60;
  const word = text.match(/\b(ten|fifteen|twenty|thirty|forty|forty-five)\s+(?:min|mins|minutes)\b/i);
  return word ? NUMBER_WORDS[word[1].toLowerCase()] : null;
}

/** What a sentence asks for, read at `now` in the organisation's `timeZone`. */
export function parseSentence(input: string, now: Date, timeZone: string): ParsedSentence {
  const text = tidy(input.replace(/[\u2018\u2019]/g, "'"));
  if (!text) return { intent: 'unknown' };
  const lower = text.toLowerCase();
  if (/^(?:new|create|create a|add a|book a)\s+job$/.test(lower)) return { intent: 'prompt', kind: 'job' };
  if (/^(?:new\s+|create\s+(?:an\s+)?)?invoice$/.test(lower)) return { intent: 'prompt', kind: 'invoice' };

  const asks = text.endsWith('?') || QUESTION_START.test(stripPolite(text));
  if (/\b(?:running|run|be|am|i'm|we're|were)\b.*\blate\b/i.test(text) && /\b(?:text|sms|message|tell|let|notify)\b/i.test(text)) {
    return { intent: 'late', minutes: lateMinutes(text) };
  }
  if (!asks && /^(?:move|reschedule|shift|push|change|bring)\b/i.test(stripPolite(text))) {
    const moved = parseReschedule(text, now, timeZone);
    if (moved) return moved;
  }
  const plain = stripPolite(text);
  if (
    !asks &&
    (/^(?:invoice|bill)\b/i.test(plain) ||
      /^(?:create|make|raise|send|do|draft|prepare|generate|write)\s+(?:(?:a|an|the)\s+)?(?:new\s+)?invoice\b/i.test(plain))
  ) {
    return parseInvoice(text);
  }
  if (
    !asks &&
    (/^(?:(?:new|create|book(?:\s+in)?|add|schedule|make|draft|set\s+up|log)\s+)+(?:(?:a|an|the)\s+)?(?:new\s+)?(?:job|call[- ]?out|service(?:\s+call)?)\b/i.test(
      plain,
    ) ||
      /^job\s+(?:for|at)\b/i.test(plain))
  ) {
    return parseJob(text, now, timeZone);
  }
  if (asks) return { intent: 'question', text };
  return { intent: 'unknown' };
}
