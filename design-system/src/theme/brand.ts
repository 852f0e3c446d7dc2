// The brand's accent as a plain value, for what cannot read the theme's CSS variables: the installed app's theme
// colour in its web manifest (web/vite-pwa.ts). The light theme's accent is this value.

export const BRAND_ACCENT = '#2563eb';
