import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTheme } from './light.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', { margin: 0, padding: 0 });

globalStyle(lightTheme, {
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.canvas,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

// Resets carry no specificity at all (the theme class inside :where too), so every component's own class wins
// whatever order the style sheets load in: a reset of `color` once turned primary buttons' white text dark.
globalStyle(`:where(${lightTheme}) :where(h1, h2, h3, h4, h5, h6, p)`, { margin: 0 });
globalStyle(`:where(${lightTheme}) :where(button, input, select, textarea)`, { font: 'inherit', color: 'inherit' });

globalStyle(`${lightTheme} ::selection`, { backgroundColor: vars.color.accentSubtle });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
