// The public site's styles: one small sheet, self-contained (no design-system import keeps the public entry small),
// in the light theme's colours.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const color = {
  text: '#101828',
  secondary: '#475467',
  border: '#e4e7ec',
  canvas: '#f7f8fa',
  surface: '#ffffff',
  accent: '#2563eb',
  accentHover: '#1d4ed8',
  accentSubtle: '#eef4ff',
  accentText: '#1d4ed8',
  dark: '#101828',
} as const;

const PHONE = 'screen and (max-width: 640px)';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { scrollBehavior: 'smooth', scrollPaddingTop: '80px' });
globalStyle('body', {
  margin: 0,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  color: color.text,
  background: color.surface,
  lineHeight: 1.6,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('img, video', { maxWidth: '100%', height: 'auto' });
globalStyle('a', { color: color.accentText });
globalStyle(':focus-visible', { outline: `3px solid ${color.accent}`, outlineOffset: '2px' });

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  top: 0,
  padding: '8px 12px',
  background: color.surface,
  zIndex: 10,
  selectors: { '&:focus': { left: '8px', top: '8px' } },
});

export const container = style({ maxWidth: '1120px', margin: '0 auto', padding: '0 20px' });
export const narrow = style({ maxWidth: '760px', margin: '0 auto', padding: '0 20px' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 5,
  background: 'rgba(255,255,255,0.96)',
  borderBottom: `1px solid ${color.border}`,
});
export const headerInner = style([
  container,
  {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: '8px 24px',
    minHeight: '64px',
    paddingTop: '8px',
    paddingBottom: '8px',
    '@media': { [PHONE]: { gap: '4px 12px' } },
  },
]);
export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  fontWeight: 700,
  fontSize: '1.2rem',
  color: color.text,
  textDecoration: 'none',
  marginRight: 'auto',
});
export const brandMark = style({ width: '28px', height: '28px', flex: 'none' });
export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '4px 20px',
  '@media': { [PHONE]: { order: 3, width: '100%', gap: '4px 16px' } },
});
export const navLink = style({
  color: color.secondary,
  textDecoration: 'none',
  fontWeight: 500,
  padding: '8px 0',
  selectors: { '&:hover': { color: color.text } },
});
export const headerActions = style({ display: 'flex', alignItems: 'center', gap: '12px', '@media': { [PHONE]: { gap: '8px' } } });
/** The header's trial button: smaller on phones so the brand, Log in and the button share one row. */
export const headerCta = style({ '@media': { [PHONE]: { padding: '8px 12px', fontSize: '0.95rem', minHeight: '40px' } } });

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  minHeight: '44px',
  padding: '10px 18px',
  borderRadius: '8px',
  fontWeight: 600,
  fontSize: '1rem',
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  border: '1px solid transparent',
  fontFamily: 'inherit',
});
export const button = styleVariants({
  primary: [buttonBase, { background: color.accent, color: '#fff', selectors: { '&:hover': { background: color.accentHover } } }],
  secondary: [
    buttonBase,
    { background: color.surface, color: color.text, borderColor: '#cfd4dc', selectors: { '&:hover': { background: color.canvas } } },
  ],
  quiet: [buttonBase, { background: 'transparent', color: color.accentText, padding: '10px 4px' }],
});

export const hero = style({
  padding: '72px 0 56px',
  '@media': { [PHONE]: { padding: '40px 0 40px' } },
  background: `linear-gradient(180deg, ${color.accentSubtle}, ${color.surface})`,
});
export const heroGrid = style([container, { display: 'grid', gap: '24px', textAlign: 'center', justifyItems: 'center' }]);
export const eyebrow = style({ fontWeight: 600, color: color.accentText, margin: 0, fontSize: '0.95rem' });
export const heroTitle = style({
  fontSize: 'clamp(2rem, 5vw, 3.25rem)',
  lineHeight: 1.1,
  margin: 0,
  maxWidth: '16em',
  letterSpacing: '-0.02em',
});
export const lead = style({ fontSize: '1.2rem', color: color.secondary, margin: 0, maxWidth: '40em' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '12px', justifyContent: 'center' });
export const fineprint = style({ color: color.secondary, fontSize: '0.95rem', margin: 0 });

export const section = style({ padding: '64px 0', '@media': { [PHONE]: { padding: '48px 0' } } });
export const sectionAlt = style([section, { background: color.canvas }]);
export const sectionTitle = style({ fontSize: 'clamp(1.6rem, 3.5vw, 2.25rem)', lineHeight: 1.2, margin: '0 0 12px', textAlign: 'center' });
export const sectionLead = style({ color: color.secondary, textAlign: 'center', margin: '0 auto 40px', maxWidth: '40em' });

export const grid = style({
  display: 'grid',
  gap: '20px',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
});
export const card = style({
  background: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: '12px',
  padding: '24px',
});
export const cardTitle = style({ fontSize: '1.15rem', margin: '0 0 8px' });
export const cardText = style({ margin: 0, color: color.secondary });
/** The steps to install the app from the phone's browser, one platform a line. */
export const installSteps = style({
  margin: '0 auto',
  paddingInlineStart: '20px',
  display: 'grid',
  gap: '6px',
  width: 'fit-content',
  maxWidth: '100%',
  textAlign: 'start',
  color: color.secondary,
});
/** The newsletter block: a card holding its heading, a line of text and the form. */
export const newsletter = style([card, { display: 'grid', gap: '12px', margin: '48px 0' }]);

export const video = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: '12px',
  border: `1px solid ${color.border}`,
  background: color.dark,
});

export const planCard = style([card, { display: 'flex', flexDirection: 'column', gap: '16px' }]);
export const planFeatured = style({ borderColor: color.accent, boxShadow: `0 0 0 2px ${color.accent}` });
export const planName = style({ fontSize: '1.3rem', margin: 0, display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' });
export const badge = style({
  fontSize: '0.8rem',
  fontWeight: 600,
  background: color.accentSubtle,
  color: color.accentText,
  borderRadius: '999px',
  padding: '2px 10px',
});
export const price = style({ fontSize: '2.5rem', fontWeight: 700, margin: 0, lineHeight: 1 });
export const priceUnit = style({ fontSize: '1rem', fontWeight: 500, color: color.secondary });
export const checklist = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px', flex: 1 });
export const check = style({
  paddingLeft: '26px',
  position: 'relative',
  selectors: {
    '&::before': { content: '"✓"', position: 'absolute', left: 0, color: '#067647', fontWeight: 700 },
  },
});

export const packTable = style({ width: '100%', borderCollapse: 'collapse', background: color.surface });
globalStyle(`${packTable} th, ${packTable} td`, { textAlign: 'left', padding: '10px 12px', borderBottom: `1px solid ${color.border}` });
globalStyle(`${packTable} caption`, { textAlign: 'left', fontWeight: 700, fontSize: '1.15rem', padding: '0 0 8px' });

export const faqList = style({ display: 'grid', gap: '12px' });
export const faqItem = style([card, { padding: '0' }]);
export const faqQuestion = style({
  cursor: 'pointer',
  padding: '18px 20px',
  fontWeight: 600,
  listStylePosition: 'inside',
});
export const faqAnswer = style({ margin: 0, padding: '0 20px 18px', color: color.secondary });

export const footer = style({ borderTop: `1px solid ${color.border}`, padding: '32px 0', background: color.canvas });
export const footerInner = style([container, { display: 'flex', flexWrap: 'wrap', gap: '12px 24px', alignItems: 'center' }]);
export const footerLinks = style({ display: 'flex', flexWrap: 'wrap', gap: '8px 20px', listStyle: 'none', margin: 0, padding: 0 });
export const muted = style({ color: color.secondary });

export const pageTitle = style({
  fontSize: 'clamp(1.9rem, 4.5vw, 2.75rem)',
  lineHeight: 1.15,
  margin: '0 0 12px',
  letterSpacing: '-0.01em',
});
export const pageIntro = style({ padding: '48px 0 24px' });

export const searchForm = style({ display: 'flex', gap: '8px', flexWrap: 'wrap', margin: '16px 0' });
export const searchInput = style({
  flex: '1 1 220px',
  minHeight: '44px',
  padding: '10px 14px',
  fontSize: '1rem',
  fontFamily: 'inherit',
  border: '1px solid #98a2b3',
  borderRadius: '8px',
});
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', listStyle: 'none', padding: 0, margin: '0 0 32px' });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: '6px 14px',
  borderRadius: '999px',
  border: '1px solid #cfd4dc',
  color: color.text,
  textDecoration: 'none',
  fontWeight: 500,
  selectors: {
    '&[aria-current="page"]': { background: color.accent, borderColor: color.accent, color: '#fff' },
  },
});
export const postMeta = style({ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', color: color.secondary, fontSize: '0.95rem' });
export const postCard = style([card, { display: 'flex', flexDirection: 'column', gap: '8px', padding: 0, overflow: 'hidden' }]);
export const postCardBody = style({ padding: '20px', display: 'flex', flexDirection: 'column', gap: '8px', flex: 1 });
export const postCardTitle = style({ fontSize: '1.2rem', margin: 0, lineHeight: 1.3 });
globalStyle(`${postCardTitle} a`, { color: color.text, textDecoration: 'none' });
globalStyle(`${postCardTitle} a:hover`, { textDecoration: 'underline' });
export const cover = style({ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', background: color.accentSubtle });
export const featured = style([
  card,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
    padding: 0,
    overflow: 'hidden',
    marginBottom: '32px',
  },
]);
export const categoryLabel = style({ color: color.accentText, fontWeight: 600, fontSize: '0.9rem', margin: 0 });
export const pagination = style({ display: 'flex', gap: '12px', alignItems: 'center', justifyContent: 'center', margin: '40px 0 0' });
export const status = style({ textAlign: 'center', color: color.secondary, padding: '32px 0' });
export const errorText = style({ textAlign: 'center', color: '#b42318', padding: '32px 0', fontWeight: 600 });

export const article = style({ paddingTop: '32px', paddingBottom: '48px' });
export const prose = style({ fontSize: '1.1rem' });
globalStyle(`${prose} h2`, { fontSize: '1.5rem', lineHeight: 1.3, margin: '2em 0 0.5em' });
globalStyle(`${prose} h3`, { fontSize: '1.25rem', margin: '1.5em 0 0.5em' });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { margin: '0 0 1.1em' });
globalStyle(`${prose} blockquote`, {
  margin: '0 0 1.1em',
  paddingLeft: '16px',
  borderLeft: `4px solid ${color.border}`,
  color: color.secondary,
});
globalStyle(`${prose} pre`, { overflowX: 'auto', background: color.canvas, padding: '12px', borderRadius: '8px' });
globalStyle(`${prose} table`, { display: 'block', overflowX: 'auto' });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', listStyle: 'none', padding: 0, margin: '0 0 16px' });
export const tag = style({
  background: color.canvas,
  border: `1px solid ${color.border}`,
  borderRadius: '999px',
  padding: '2px 10px',
  fontSize: '0.9rem',
});
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'center', margin: '24px 0' });
export const cta = style([
  card,
  {
    background: color.accentSubtle,
    borderColor: '#c7d7fe',
    textAlign: 'center',
    display: 'grid',
    gap: '12px',
    justifyItems: 'center',
    margin: '40px 0',
  },
]);
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const faqGap = style({ marginTop: '32px' });

/**
 * The REST reference's mount (Scalar, /developers/rest). Scalar's example column holds a few things that do not
 * shrink — the authentication button with the scheme's name, a long operation path — which pushed the page 100 px
 * wider than a 1280 px screen (and 345 px wider than a 390 px one). They are let shrink and wrap inside their column, so the page never scrolls sideways
 * (web/e2e/developers.e2e.test.ts, at 1280 and 390 px); what Scalar means to scroll (code samples) still scrolls
 * inside its own box.
 */
export const apiReference = style({ minWidth: 0, maxWidth: '100%' });
globalStyle(`${apiReference} .operation-auth, ${apiReference} .operation-auth > *`, { minWidth: 0, maxWidth: '100%', flexWrap: 'wrap' });
globalStyle(`${apiReference} .operation-auth .scalar-button`, { minWidth: 0, maxWidth: '100%', height: 'auto', whiteSpace: 'normal' });
globalStyle(`${apiReference} .operation-auth .scalar-button span`, { minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'normal' });
globalStyle(`${apiReference} .operation-path`, { minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'normal' });
// On a phone the operation's title — its path, the longest about 60 characters without a space — set the width of
// the whole operation's grid: its parts may be narrower than their content, and a heading breaks inside a path.
globalStyle(`${apiReference} .operation-layout > *`, { minWidth: 0 });
globalStyle(`${apiReference} .section-header-label`, { overflowWrap: 'anywhere' });
// A heading's "Copy link" button sits just after its last word (absolutely placed, 30 px wide), so a title whose last
// line ends near the column's edge pushed the page 3 px wider on a phone: the title's block keeps the button's room.
globalStyle(`${apiReference} .operation-title`, { paddingInlineEnd: '32px' });
