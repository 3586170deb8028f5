import { resourceDeclarations } from '../../src/records/resources';
import type { ResourceDeclaration } from '../../src/records/resource-routes';
import type { TestApp } from '../build-test-app';
import type { SignedIn } from '../factories';

let counter = 0;
/** A number no other sample of this run has used (unique fields carry it). */
export const nextSampleNumber = () => ++counter;

export function declarationNamed(name: string): ResourceDeclaration {
  const found = resourceDeclarations.find((declaration) => declaration.resource.name === name);
  if (!found) throw new Error(`no resource declaration named ${name}`);
  return found;
}

/**
 * A valid input of the resource for the school, with the records it refers to created first
 * through the API, in `referencesIn` (another school's, to test that references stay in a school).
 */
export function sampleInput(
  t: TestApp,
  declaration: ResourceDeclaration,
  options: { referencesIn: SignedIn; n?: number },
): Promise<Record<string, unknown>> {
  return declaration.sample(options.n ?? nextSampleNumber(), (name, fields) =>
    createReference(t, name, options.referencesIn, fields),
  ) as Promise<Record<string, unknown>>;
}

/**
 * The id of a new record of the named resource in the owner's school, made from its sample with
 * `fields` replacing the sample's own (a sample's reference to another type).
 */
export async function createReference(
  t: TestApp,
  name: string,
  owner: SignedIn,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const declaration = declarationNamed(name);
  const input = { ...(await sampleInput(t, declaration, { referencesIn: owner })), ...fields };
  return (await createSample(t, declaration, owner, input)).id;
}

/** A record of the resource in the school, made through the API; fails loudly if the sample is refused. */
export async function createSample(
  t: TestApp,
  declaration: ResourceDeclaration,
  owner: SignedIn,
  input?: Record<string, unknown>,
): Promise<{ id: string; body: Record<string, unknown> }> {
  const body = input ?? (await sampleInput(t, declaration, { referencesIn: owner }));
  const response = await t.request('POST', declaration.resource.path, { ...owner.auth, body });
  if (response.status !== 201) {
    throw new Error(
      `${declaration.resource.name}: sample not created: ${response.status} ${JSON.stringify(response.body)}`,
    );
  }
  return { id: String(response.body[declaration.resource.idField]), body: response.body };
}

/** The ids of a list answer's rows. */
export function idsOf(declaration: ResourceDeclaration, rows: Record<string, unknown>[]): string[] {
  return rows.map((row) => String(row[declaration.resource.idField]));
}
