/** Admin and manager: may import CSV files and delete customers (the API enforces the same). */
export const isOffice = (role: string | null | undefined) => role === 'admin' || role === 'manager';
