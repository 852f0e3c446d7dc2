import { PHONE, vars } from '@spanner/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

// Page layout of the web app. Only theme variables: colours, spacing and type come from the design system.

/** The design system's phone breakpoint. */
export const MOBILE = PHONE;

export const app = style({ display: 'flex', minHeight: '100vh', background: vars.color.canvas });

export const sidebar = style({
  width: vars.size.sidebar,
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  position: 'sticky',
  top: 0,
  height: '100vh',
  overflowY: 'auto',
  '@media': { [MOBILE]: { display: 'none' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[2]} ${vars.space[4]}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const navList = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1 });

export const sidebarFooter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
});

export const upgradeHint = style({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const profileButton = style({ justifyContent: 'flex-start' });

export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

/** The phone top bar's height: fixed, so the usage figures arriving in it never change it. */
const TOP_BAR_HEIGHT = '53px';
/** Room a toast takes at the bottom of a phone screen: a title and a line of text, and its margin. */
const TOAST_ROOM = '112px';

export const topBar = style({
  display: 'none',
  blockSize: TOP_BAR_HEIGHT,
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  '@media': { [MOBILE]: { display: 'flex' } },
});

// On phones the top bar stays over the page: whatever is scrolled into view (today's day in the week list, a field
// with an error, the next element Tab reaches) stops below it rather than under it.
globalStyle('html', { '@media': { [MOBILE]: { scrollPaddingTop: TOP_BAR_HEIGHT } } });

export const topBarTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, color: vars.color.text, flex: 1 });

export const content = style({
  padding: vars.space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  maxWidth: 1200,
  width: '100%',
  // It takes focus from the skip link without drawing a ring around the whole page.
  outline: 'none',
  // On phones toasts rise from the bottom centre: the page keeps room below its last actions (a two-line toast and
  // its margin), so a form scrolled to its end shows Save clear of any toast.
  '@media': { [MOBILE]: { padding: vars.space[3], paddingBottom: TOAST_ROOM } },
});

/** Off screen until focused: the first Tab on every page reaches it. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space[2],
  top: vars.space[2],
  zIndex: vars.zIndex.toast,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  transform: 'translateY(-200%)',
  selectors: { '&[data-focused], &:focus': { transform: 'none' } },
});

export const centered = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space[4],
  background: vars.color.canvas,
});

export const authCard = style({ width: '100%', maxWidth: 420 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], flexWrap: 'wrap' });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const planGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: vars.space[3] });

export const price = style({ fontSize: vars.font.size.xl, color: vars.color.text });

export const profileName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const stackCentered = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[3] });

export const drawerNav = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minHeight: '100%' });
