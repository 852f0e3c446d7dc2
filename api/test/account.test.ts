import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signedIn(role: 'admin' | 'manager' | 'technician' = 'admin') {
  const org = await createOrg(t, `Acct ${role}`, [role]);
  const a = new Agent(t);
  await a.login(org[role].email, PASSWORD);
  return { a, user: org[role] };
}

describe('password change', () => {
  it.each(['/api/me/change-password', '/api/auth/password'])(
    '%s changes the password; the old one stops working and other sessions end',
    async (path) => {
      const { a, user } = await signedIn();
      const other = new Agent(t);
      await other.login(user.email, PASSWORD);

      const method = path === '/api/auth/password' ? 'PUT' : 'POST';
      const res = await a.request(method, path, {
        body: { currentPassword: PASSWORD, newPassword: 'brand-new', confirmPassword: 'brand-new' },
      });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);

      expect((await a.get('/api/auth/me')).status).toBe(200); // this session stays
      expect((await other.get('/api/auth/me')).status).toBe(401); // the other one ended
      expect((await new Agent(t).post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(401);
      expect((await new Agent(t).post('/api/auth/login', { email: user.email, password: 'brand-new' })).status).toBe(200);
    },
  );

  it.each([
    [{ currentPassword: PASSWORD, newPassword: '12345' }, 'Password must be at least 8 characters'],
    [{ currentPassword: PASSWORD, newPassword: 'abcdefgh', confirmPassword: 'abcdefgx' }, "New passwords don't match"],
    [{ currentPassword: 'not-mine', newPassword: 'abcdefgh' }, 'Current password is incorrect'],
    [{ newPassword: 'abcdefgh' }, 'Current password is required'],
    [{ currentPassword: PASSWORD }, 'New password is required'],
  ])('refuses %j with 400 "%s" and keeps the old password', async (body, message) => {
    const { a, user } = await signedIn();
    const res = await a.post('/api/me/change-password', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect((await new Agent(t).post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
  });
});

describe('profile', () => {
  it('updates name, colour and avatar style (snake_case or camelCase)', async () => {
    const { a } = await signedIn('technician');
    const res = await a.put('/api/me/profile', { name: 'Tina Tech', color: '#ff8800', avatar_variant: 'bauhaus', avatarSeed: 'tina' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      name: 'Tina Tech',
      initials: 'TT',
      color: '#ff8800',
      avatar_variant: 'bauhaus',
      avatar_seed: 'tina',
      role: 'technician',
    });
    expect((await a.get('/api/auth/me')).body.user.name).toBe('Tina Tech');
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ color: 'orange' }, 'Colour must be a hex value like #3b82f6'],
    [{ avatar_variant: 'cubist' }, 'Unknown avatar style'],
    [{ email: 'not-an-email' }, 'Enter a valid email'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const { a } = await signedIn();
    const res = await a.put('/api/me/profile', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('refuses an email that another account has', async () => {
    const { a } = await signedIn();
    const { user: other } = await signedIn('manager');
    const res = await a.put('/api/me/profile', { email: other.email });
    expect(res.status).toBe(409);
  });
});

// A 1×1 PNG.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
  'hex',
);

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----spanner-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('avatar upload', () => {
  it('stores the image, points avatar_url at it, and serves it only to signed-in callers', async () => {
    const { a } = await signedIn();
    const res = await a.request('POST', '/api/me/avatar', multipart('file', 'me.png', 'image/png', PNG));
    expect(res.status).toBe(200);
    expect(res.body.avatar_url).toMatch(/^\/api\/files\/avatars\/[\w-]+\.png$/);
    expect(res.body.user.avatar_url).toBe(res.body.avatar_url);

    const file = await a.get(res.body.avatar_url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await new Agent(t).get(res.body.avatar_url)).status).toBe(401);
  });

  it('refuses a file that is not an image, a wrong field and a JSON body, keeping the old avatar', async () => {
    const { a } = await signedIn();
    const first = await a.request('POST', '/api/me/avatar', multipart('file', 'me.png', 'image/png', PNG));
    const text = await a.request(
      'POST',
      '/api/me/avatar',
      multipart('file', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    );
    expect(text.status).toBe(415);
    expect(text.body.error).toBe('Avatar must be a PNG, JPEG, WebP or GIF image');
    const wrongField = await a.request('POST', '/api/me/avatar', multipart('photo', 'me.png', 'image/png', PNG));
    expect(wrongField.status).toBe(400);
    const json = await a.post('/api/me/avatar', { file: 'x' });
    expect(json.status).toBe(415);
    expect((await a.get('/api/auth/me')).body.user.avatar_url).toBe(first.body.avatar_url);
  });

  it('refuses path tricks in file names', async () => {
    const { a } = await signedIn();
    expect((await a.get('/api/files/avatars/..%2F..%2Fpglite')).status).toBe(400);
  });
});

describe('organisation details', () => {
  it('changes only the fields sent: the ABN and bank details stay when another field changes', async () => {
    const { a } = await signedIn('admin');
    const bank = { abn: '51824753556', bsb: '063-000', account_number: '12345678', account_name: 'Acct Pty Ltd' };
    expect((await a.put('/api/me/org', bank)).body.org).toMatchObject(bank);
    const res = await a.put('/api/me/org', { phone: '0390000000' });
    expect(res.status).toBe(200);
    expect(res.body.org).toMatchObject({ ...bank, phone: '0390000000' });
    expect((await a.put('/api/me/org', { bsb: '' })).body.org).toMatchObject({ bsb: null, account_number: '12345678' });
  });
});

describe('subscription status', () => {
  it('shows the trial to every role', async () => {
    const { a } = await signedIn('technician');
    const res = await a.get('/api/subscriptions/status');
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ status: 'trial', planId: 'pro' });
  });
});

describe('OpenAPI', () => {
  it('documents every route an integrator may call, with its roles', async () => {
    const res = await new Agent(t).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/api/customers'].post.requestBody.content['application/json'].schema.required).toEqual(['name']);
    expect(res.body.paths['/api/me/org'].put['x-roles']).toEqual(['admin', 'manager']);
    expect(res.body.paths['/api/me/org'].put['x-ability']).toBe('manageOrganisation');
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/me', '/api/me/org', '/api/jobs']));
    // Sign-in and the support portal are for people, not keys (openapi.test.ts walks the whole list).
    expect(Object.keys(res.body.paths)).not.toEqual(expect.arrayContaining(['/api/auth/refresh']));
    expect(Object.keys(res.body.paths)).not.toEqual(expect.arrayContaining(['/support/api/auth/login']));
  });
});

describe('query counts', () => {
  it('GET /api/auth/me costs one statement: the session join reads the user too (none once cached, see session-cache.test.ts)', async () => {
    const { a } = await signedIn();
    await a.get('/api/auth/me'); // the first request may record the session's use
    expect(await t.countQueries(() => a.get('/api/auth/me'))).toBe(1);
  });
});
