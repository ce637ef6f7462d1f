import { expect } from 'vitest';
import { demoAccounts } from '@shared/demo-accounts';
import { insertReport, insertInviteLink } from '../factories';
import { anonymousClient, signIn, type TestClient } from '../sign-in';
import type { TestApp } from '../test-app';

export const roles = [
  'anonymous',
  'subscriber',
  'otherSubscriber',
  'creator',
  'otherCreator',
  'admin',
] as const;
export type Role = (typeof roles)[number];

/** What one creator owns: the ids other people's requests aim at. */
interface CreatorAssets {
  publishedReportId: string;
  draftReportId: string;
  inviteLinkId: string;
  inviteToken: string;
}

export interface Actors {
  clients: Record<Role, TestClient>;
  /** Signs the role in again (after a request signed it out) and returns the new client. */
  signInAgain(role: Role): Promise<TestClient>;
  creatorAssets: CreatorAssets;
  otherCreatorAssets: CreatorAssets;
  /** The subscriber's subscription to the creator, and the other subscriber's to the other creator. */
  subscriptionId: string;
  otherSubscriptionId: string;
}

const people: Record<Exclude<Role, 'anonymous'>, { email: string; name: string }> = {
  subscriber: { email: 'sam.subscriber@hardening.test', name: 'Sam Subscriber' },
  otherSubscriber: { email: 'olga.subscriber@hardening.test', name: 'Olga Subscriber' },
  creator: { email: 'cara.creator@hardening.test', name: 'Cara Creator' },
  otherCreator: { email: 'oscar.creator@hardening.test', name: 'Oscar Creator' },
  // The administrator is whoever ADMIN_EMAILS names; outside production that defaults to the demo admin.
  admin: { email: demoAccounts.admin.email, name: demoAccounts.admin.name },
};

async function setUpCreator(t: TestApp, client: TestClient, channelName: string): Promise<CreatorAssets> {
  expect((await client.post('/creator/become')).status).toBe(200);
  expect((await client.put('/creator/settings', { channelName })).status).toBe(200);
  const db = t.testDb.handle.db;
  const published = await insertReport(db, client.userId, { status: 'published' });
  const draft = await insertReport(db, client.userId, { status: 'draft' });
  const link = await insertInviteLink(db, client.userId, { label: `${channelName} friends` });
  return {
    publishedReportId: published.id,
    draftReportId: draft.id,
    inviteLinkId: link.id,
    inviteToken: link.token,
  };
}

/**
 * Six people through the real sign-in: two listeners, each subscribed to one of two creators (each with a
 * published report, a draft and an invite link), and the administrator. The subscriber also has a note
 * and has sent feedback, so that reads of those have something to find.
 */
export async function createActors(t: TestApp): Promise<Actors> {
  const signInRole = (role: Exclude<Role, 'anonymous'>) => signIn(t, people[role].email, people[role].name);
  const clients: Record<Role, TestClient> = {
    anonymous: anonymousClient(t),
    subscriber: await signInRole('subscriber'),
    otherSubscriber: await signInRole('otherSubscriber'),
    creator: await signInRole('creator'),
    otherCreator: await signInRole('otherCreator'),
    admin: await signInRole('admin'),
  };
  const creatorAssets = await setUpCreator(t, clients.creator, 'Hardening Cara');
  const otherCreatorAssets = await setUpCreator(t, clients.otherCreator, 'Hardening Oscar');

  const subscribe = async (client: TestClient, creatorId: string) => {
    const res = await client.post('/subscriptions', { creatorId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body as { id: string }).id;
  };
  const subscriptionId = await subscribe(clients.subscriber, clients.creator.userId);
  const otherSubscriptionId = await subscribe(clients.otherSubscriber, clients.otherCreator.userId);

  const note = await clients.subscriber.put(`/reports/${creatorAssets.publishedReportId}/note`, {
    content: 'A note of the subscriber.',
    baseVersion: 0,
  });
  expect(note.status, JSON.stringify(note.body)).toBe(200);
  const feedback = await clients.subscriber.post('/feedback', {
    feedbackType: 'general',
    subject: 'Hello',
    message: 'Feedback of the subscriber.',
  });
  expect(feedback.status, JSON.stringify(feedback.body)).toBe(201);

  return {
    clients,
    async signInAgain(role) {
      clients[role] = role === 'anonymous' ? anonymousClient(t) : await signInRole(role);
      return clients[role];
    },
    creatorAssets,
    otherCreatorAssets,
    subscriptionId,
    otherSubscriptionId,
  };
}
