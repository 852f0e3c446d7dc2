import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.ts';
import { CONFIG_VARIABLES, loadConfig, REQUIRED_VARIABLES, repoRoot, SCALE_OUT_VARIABLES } from '../src/config.ts';

// The deployment files checked without a container runtime: compose.yaml is parsed and every API process in it must
// set what api/src/config.ts says a deployment needs (its required variables and the scale-out ones), with values
// the configuration accepts, pointing at the services of the file; the load balancer must reach every API process;
// the Dockerfile must build in stages and run the bundle as a non-root user on a Node release `engines` allows.

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string | number | boolean>;
  depends_on?: Record<string, unknown> | string[];
  volumes?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = Object.entries(compose.services);

/** The services built from this repository's Dockerfile that run the server (not a one-shot command such as migrate). */
const apiServices = services.filter(([, s]) => s.build && !s.command);
const byImage = (pattern: RegExp) => services.filter(([, s]) => s.image && pattern.test(s.image)).map(([name]) => name);

/** `${NAME:-default}` → default, `${NAME:?message}` → a value of the right shape (as an operator would set), `$$` → `$`. */
function interpolate(value: string): string {
  return value
    .replace(/\$\{(\w+):-([^}]*)\}/g, (_, _name, fallback: string) => fallback)
    .replace(/\$\{(\w+):\?[^}]*\}/g, () => 'x'.repeat(64))
    .replace(/\$\$/g, '$');
}
const environmentOf = (service: Service) =>
  Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v))]));
const dependsOn = (service: Service) => (Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {}));

describe('compose.yaml', () => {
  it('has PostgreSQL, Redis, an S3-compatible store, a load balancer and at least two API processes', () => {
    expect(byImage(/^postgres:/)).toHaveLength(1);
    expect(byImage(/^redis:/)).toHaveLength(1);
    expect(byImage(/^minio\/minio:/)).toHaveLength(1);
    expect(byImage(/^caddy:/)).toHaveLength(1);
    expect(apiServices.length).toBeGreaterThanOrEqual(2);
  });

  it('gives every API process each variable the configuration requires, with values it accepts', () => {
    const needed = [...new Set([...REQUIRED_VARIABLES, ...SCALE_OUT_VARIABLES])];
    for (const [name, service] of apiServices) {
      const env = environmentOf(service);
      for (const variable of needed) expect(env[variable], `${name}: ${variable}`).toBeTruthy();
      const config = loadConfig(env);
      expect(config.NODE_ENV, name).toBe('production');
      expect(config.TRUST_PROXY, `${name}: one load balancer in front`).toBe(1);
    }
  });

  it('points the API processes at the services of the file, started before them', () => {
    const [postgres] = byImage(/^postgres:/);
    const [redis] = byImage(/^redis:/);
    const [migrate] = services.filter(([, s]) => s.build && s.command?.includes('--migrate-only')).map(([name]) => name);
    expect(migrate, 'a one-shot migration before the API processes').toBeTruthy();
    expect(dependsOn(compose.services[migrate])).toContain(postgres);
    for (const [name, service] of apiServices) {
      const env = environmentOf(service);
      expect(new URL(env.DATABASE_URL).hostname, name).toBe(postgres);
      expect(new URL(env.REDIS_URL).hostname, name).toBe(redis);
      expect(dependsOn(service), name).toEqual(expect.arrayContaining([migrate, redis]));
    }
  });

  it('has no variable the configuration does not know', () => {
    for (const [name, service] of apiServices) {
      const unknown = Object.keys(environmentOf(service)).filter((v) => !(CONFIG_VARIABLES as string[]).includes(v));
      expect(unknown, name).toEqual([]);
    }
  });

  it("has the load balancer send to every API process and check each one's readiness", () => {
    const [lb] = byImage(/^caddy:/);
    const mount = compose.services[lb].volumes?.find((v) => v.endsWith(':/etc/caddy/Caddyfile:ro'));
    expect(mount).toBeTruthy();
    const caddyfile = read(mount!.split(':')[0]);
    const upstreams =
      caddyfile
        .match(/reverse_proxy ([^{]+)\{/)?.[1]
        .trim()
        .split(/\s+/) ?? [];
    expect(upstreams.sort()).toEqual(apiServices.map(([name]) => `${name}:3000`).sort());
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const engines: string = JSON.parse(read('package.json')).engines.node;

  it('builds in stages and runs the bundle as a non-root user', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER (?!root\b)\w+/m);
    expect(runtime).toMatch(/^CMD \[.*"api\/dist\/main\.mjs"\]/m);
    expect(fs.readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8')).toMatch(/node_modules/);
  });

  it('runs the server with its Node flags, as npm start does', () => {
    const cmd = JSON.parse(dockerfile.match(/^CMD (\[.*\])$/m)?.[1] ?? '[]') as string[];
    const start: string = JSON.parse(read('package.json')).scripts.start;
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const flag of SERVER_NODE_FLAGS) {
      expect(cmd).toContain(flag);
      expect(start.split(/\s+/)).toContain(flag);
    }
  });

  it('runs a Node release that engines allows, as engines allows the Node the tests run on', () => {
    const major = Number(dockerfile.match(/^ARG NODE_IMAGE=node:(\d+)/m)?.[1]);
    const [, low, high] = engines.match(/^>=(\d+)\.\d+ <(\d+)$/) ?? [];
    expect(major).toBeGreaterThanOrEqual(22);
    expect(major).toBeGreaterThanOrEqual(Number(low));
    expect(major).toBeLessThan(Number(high));
    const here = Number(process.versions.node.split('.')[0]);
    expect(here).toBeGreaterThanOrEqual(Number(low));
    expect(here).toBeLessThan(Number(high));
  });
});
