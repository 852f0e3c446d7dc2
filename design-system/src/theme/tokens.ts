// The design tokens and the light theme alone, for pages that style their own few elements with the design
// system's values without loading its components (the public site's newsletter form).
export { vars } from './contract.css';
export { lightTheme } from './light.css';
