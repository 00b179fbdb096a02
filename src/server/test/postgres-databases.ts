import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare-database.ts';

function withDatabase(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A migrated database to copy from; its name is returned. */
export async function createTemplateDatabase(url: string): Promise<string> {
  const name = `keel_template_${randomBytes(4).toString('hex')}`;
  await admin(url, (client) => client.query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: '.tmp' });
  await prepareDatabase(database);
  await database.close();
  return name;
}

/** Drops the template and every copy made from it in this run, even those a failed file left. */
export async function dropTemplateDatabase(url: string, name: string) {
  await admin(url, async (client) => {
    const copies = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${name}\\_%`],
    );
    for (const { datname } of copies.rows)
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/** A fresh copy of the template for one test file; returns its URL and a dropper. */
export async function createDatabaseFromTemplate(url: string, template: string) {
  // Named after the template, so the run's teardown finds every copy it made.
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  await admin(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: withDatabase(url, name),
    drop: () => admin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
