import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { startFakeServer } from './http-server.ts';

type SigningKey = Parameters<SignJWT['sign']>[0];

export type FakeGoogle = {
  /** Where the fake publishes its signing keys (pass as GOOGLE_JWKS_URL). */
  jwksUrl: string;
  /** An ID token signed with the published key; claims override the valid defaults. */
  idToken: (claims?: JWTPayload) => Promise<string>;
  /** An ID token signed with a key the fake does not publish. */
  forgedIdToken: (claims?: JWTPayload) => Promise<string>;
  close: () => Promise<void>;
};

/** Google's published certificates endpoint, on 127.0.0.1, with a key generated for the test. */
export async function startFakeGoogle(clientId: string): Promise<FakeGoogle> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const forger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-google-1', alg: 'RS256', use: 'sig' };
  const server = await startFakeServer((_request, url) =>
    url.pathname === '/oauth2/v3/certs'
      ? { status: 200, body: { keys: [jwk] } }
      : { status: 404, body: { error: 'not found' } },
  );
  const sign = (key: SigningKey, kid: string, claims: JWTPayload = {}) =>
    new SignJWT({
      email: 'google.user@example.test',
      email_verified: true,
      name: 'Grace Hopper',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(typeof claims.iss === 'string' ? claims.iss : 'https://accounts.google.com')
      .setAudience(claims.aud ?? clientId)
      .setSubject(typeof claims.sub === 'string' ? claims.sub : '1000001')
      .setIssuedAt()
      .setExpirationTime(typeof claims.exp === 'number' ? claims.exp : '1h')
      .sign(key);
  return {
    jwksUrl: `${server.url}/oauth2/v3/certs`,
    idToken: (claims) => sign(privateKey, 'fake-google-1', claims),
    forgedIdToken: (claims) => sign(forger.privateKey, 'fake-google-1', claims),
    close: server.close,
  };
}
