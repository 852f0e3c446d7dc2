import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: 1,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['5']} ${vars.space['6']} 0`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const close = style({ marginTop: `calc(${vars.space['1']} * -1)`, marginRight: `calc(${vars.space['2']} * -1)` });

export const body = style({
  flex: 1,
  padding: `${vars.space['4']} ${vars.space['6']}`,
  color: vars.color.textSecondary,
  overflowY: 'auto',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  padding: `${vars.space['4']} ${vars.space['6']}`,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSubtle,
});
