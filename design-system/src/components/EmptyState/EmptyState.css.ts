import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['10']} ${vars.space['6']}`,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  marginBottom: vars.space['2'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSubtle,
  color: vars.color.textMuted,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const description = style({ maxWidth: '360px', color: vars.color.textMuted });

export const action = style({ marginTop: vars.space['3'] });
