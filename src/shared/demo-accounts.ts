/**
 * The demo people the seed creates and the local Google emulator lists on its account page.
 * Signing in as one of these through the emulator lands on seeded data.
 */
export const demoAccounts = {
  listener: { email: 'alex.listener@podbrief.test', name: 'Alex Rivera' },
  creator: { email: 'maya.creator@podbrief.test', name: 'Maya Chen' },
  admin: { email: 'admin@podbrief.test', name: 'Podbrief Admin' },
} as const;

/** Seeded channel owners are `creator01@podbrief.test` … `creatorNN@podbrief.test`. */
export const demoCreatorEmail = (n: number) => `creator${String(n).padStart(2, '0')}@podbrief.test`;
