/** The demo school's administrator, printed by `npm start` and `seed-demo` for a newcomer to sign in. */
export const DEMO_ACCOUNT = {
  school: 'Demo School',
  email: 'admin@demo.school',
  password: 'DemoPass123!',
  first_name: 'Dana',
  last_name: 'Demo',
} as const;
