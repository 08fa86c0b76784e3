import { ENV, GROUP_NOTES } from './declaration';
import { ENV_GROUPS, type EnvGroup, type EnvVariable } from './kinds';

/** The marks around the generated part of docs/configuration.md; the rest is prose. */
export const DOCS_START =
  '<!-- env:start: generated from lib/platform/env/declaration.ts by `npm run env:docs` -->';
export const DOCS_END = '<!-- env:end -->';

const WIDTH = 100;

type Entry = [name: string, variable: EnvVariable];

function entriesOf(group: EnvGroup): Entry[] {
  return (Object.entries(ENV) as Entry[]).filter(([, variable]) => variable.group === group);
}

/** `# `-comment lines of at most WIDTH characters (a longer word keeps its own line). */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/)) {
    if (line !== '#' && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

const withSee = (variable: EnvVariable, link: (page: string) => string) =>
  variable.see ? `${variable.description} (${link(variable.see)})` : variable.description;

/**
 * `.env.example`: every variable a person may set, by group, each with its description and
 * default. The ones the programs set for each other are left out: a blank line there is a value.
 */
export function renderEnvExample(): string {
  const out = [
    ...comment(
      'Every setting of the store, the reference API, npm run cluster and the test tools, with its default. Copy to .env to change any (npm start, npm run cluster and Next read it).',
    ),
    ...comment(
      'Generated from lib/platform/env/declaration.ts by `npm run env:docs`: change the declaration, not this file. docs/configuration.md tells more, and lists the variables the programs set for each other.',
    ),
  ];
  for (const group of ENV_GROUPS) {
    out.push('', `# --- ${group} ---`, ...comment(GROUP_NOTES[group]), '');
    for (const [name, variable] of entriesOf(group)) {
      if (variable.setBy) continue;
      out.push(...comment(withSee(variable, (page) => `docs/${page.replace(/#.*/, '')}`)));
      out.push(`${name}=${variable.example}`);
    }
  }
  return `${out.join('\n')}\n`;
}

/** Plain text as a table cell: names and commands in code spans, Markdown's signs escaped. */
function cell(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith('`')
        ? part
        : part
            .replace(/[\\|*<>[\]]/g, (sign) =>
              sign === '<' ? '&lt;' : sign === '>' ? '&gt;' : `\\${sign}`,
            )
            .replace(
              /\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b|\bnpm (?:start|test|run [a-z0-9-]+(?::[a-z0-9-]+)?)/g,
              '`$&`',
            ),
    )
    .join('');
}

function defaultCell(variable: EnvVariable): string {
  if (variable.setBy) return `set by \`${variable.setBy}\``;
  return variable.example === '' ? 'empty' : `\`${variable.example}\``;
}

const heading = (group: EnvGroup) => group.charAt(0).toUpperCase() + group.slice(1);

/** The variables part of docs/configuration.md: a table per group (Prettier aligns it later). */
export function renderConfigurationSection(): string {
  const out = [DOCS_START];
  for (const group of ENV_GROUPS) {
    out.push('', `## ${heading(group)}`, '', cell(GROUP_NOTES[group]), '');
    out.push(
      '| variable | type | default | read by | what it does |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const [name, variable] of entriesOf(group)) {
      const description = cell(variable.description);
      const more = variable.see ? ` ([${variable.see.replace(/#.*/, '')}](${variable.see}))` : '';
      out.push(
        `| \`${name}\` | ${variable.type} | ${defaultCell(variable)} | ${variable.readBy.join(', ')} | ${description}${more} |`,
      );
    }
  }
  out.push('', DOCS_END);
  return out.join('\n');
}

/** `document` with the part between the marks replaced by `section` (marks included). */
export function spliceSection(document: string, section: string): string {
  const start = document.indexOf(DOCS_START);
  const end = document.indexOf(DOCS_END);
  if (start < 0 || end < start) {
    throw new Error(`docs/configuration.md needs the marks ${DOCS_START} and ${DOCS_END}`);
  }
  return document.slice(0, start) + section + document.slice(end + DOCS_END.length);
}
