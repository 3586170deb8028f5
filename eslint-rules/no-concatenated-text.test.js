import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './no-concatenated-text.js';

// RuleTester makes one test per case through these (vitest does not set them as globals).
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const valid = (code) => ({ code, filename: 'page.tsx' });
const invalid = (code, errors = 1) => ({
  code,
  filename: 'page.tsx',
  errors: Array.from({ length: errors }, () => ({ messageId: 'concatenated' })),
});

tester.run('no-concatenated-text', rule, {
  valid: [
    // Texts without letters are not language: counts, sizes, separators.
    valid('const a = <Text>{`${done}/${total}`}</Text>;'),
    valid('const a = <Box w={`${width}px`} title={`${a} – ${b}`} />;'),
    valid("const a = <Text>{first + ', ' + last}</Text>;"),
    valid('const a = <Text>{count + 1}</Text>;'),
    // Class names and other props that show no text.
    valid('const a = <div className={`card ${active ? "card-active" : ""}`} />;'),
    valid("const a = <Link to={'/students/' + id} href={`/trips/${id}/edit`} />;"),
    // Messages from the catalogue, with values.
    valid("const a = <Text title={intl.formatMessage({ id: 'trips.title' }, { name })}>{name}</Text>;"),
    valid("notifySuccess(ref('trips.generated', { created }));"),
    valid("notifications.show({ title: intl.formatMessage({ id: 'x.y' }), message, color: `${c}.6` });"),
    // A text built elsewhere is no concern of these places (the catalogue tests cover messages).
    valid('const a = <Text>{describe(`${name} ride`)}</Text>;'),
    valid('const label = `Route ${name}`;'),
  ],
  invalid: [
    invalid('const a = <Text>{`Route ${name}`}</Text>;'),
    invalid("const a = <Text>{'Route ' + name}</Text>;"),
    invalid("const a = <>{count + ' stops'}</>;"),
    invalid('const a = <Text>{busy ? `Saving ${name}…` : `Saved ${name}`}</Text>;', 2),
    invalid("const a = <Text>{shown && 'Stop ' + index}</Text>;"),
    invalid('const a = <TextInput label={`Name of ${kind}`} />;'),
    invalid("const a = <TextInput placeholder={'Search ' + what} />;"),
    invalid('const a = <img alt={`Photo of ${name}`} />;'),
    invalid('const a = <button aria-label={`Delete ${name}`} />;'),
    invalid("const a = <Alert title={'Error: ' + detail} message={`${n} failed`} />;", 2),
    invalid('const a = <Field description={(`${n} left` as string)} error={`Bad ${field}`} />;', 2),
    invalid('notifySuccess(`Saved ${name}`);'),
    invalid("notifyError('Could not save ' + name);"),
    invalid("notifications.show({ title: `Trip ${code}`, message: 'Done: ' + n, color: 'green' });", 2),
  ],
});
