import { expect, it } from 'vitest';
import { createMailTemplates } from './mail-templates';

const greeting = {
  subject: ({ name }: { name: string }) => `Hello ${name}`,
  body: ({ name }: { name: string }, queuedAt: Date) => ({
    text: `Sairam, ${name} (${queuedAt.toISOString()})`,
    html: `<p>Sairam, ${name}</p>`,
  }),
};

it('renders a queued mail from its data and the time it was queued', () => {
  const templates = createMailTemplates();
  templates.add('greeting', greeting);
  expect(templates.render('greeting', '{"name":"Asha"}', new Date('2026-11-20T00:00:00Z'))).toEqual({
    text: 'Sairam, Asha (2026-11-20T00:00:00.000Z)',
    html: '<p>Sairam, Asha</p>',
  });
});

it('refuses a second template of the same name and names a template nobody registered', () => {
  const templates = createMailTemplates();
  templates.add('greeting', greeting);
  expect(() => templates.add('greeting', greeting)).toThrow(
    'The mail template greeting is registered twice.',
  );
  expect(() => templates.render('farewell', '{}', new Date())).toThrow(
    'No mail template farewell is registered.',
  );
});
