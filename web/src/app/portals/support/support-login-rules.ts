// Client-side checks of the support login form (spec part 2 §5).

export interface SupportLoginErrors {
  email?: string;
  password?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateSupportLogin(email: string, password: string): SupportLoginErrors {
  const errors: SupportLoginErrors = {};
  if (!email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(email.trim())) errors.email = 'Please enter a valid email address';
  if (!password) errors.password = 'Password is required';
  return errors;
}
