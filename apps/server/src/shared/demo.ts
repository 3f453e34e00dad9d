/** The demo users' shared password (demo data only: the README says to change or deactivate them). */
export const DEMO_PASSWORD = 'Demo-2026!';
