// Checks that the documentation stands alone: `node docs/check-links.mjs` (from anywhere in the checkout).
//   1. every Markdown link (in README.md, docs/ and every other Markdown file of the repository) points to a
//      file or folder that exists, and a `#heading` in it to a heading that exists;
//   2. every `.md` file a source file or a Markdown text cites resolves inside the repository (from the
//      citing file's folder or from the repository root), and a `#heading` written after it is one of its headings.
// Prints one line per problem (file:line) and exits 1 when there is any, 0 otherwise. Reads only what git
// tracks or would track (untracked files that are not ignored count), as they are in the working tree.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Files that are data, not text someone writes: never scanned for citations. */
const NOT_SCANNED = new Set(['pnpm-lock.yaml']);
const MAX_BYTES = 1_000_000;

function repositoryFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return [...new Set(listed.split('\0').filter(Boolean))].filter((file) => fs.statSync(path.join(ROOT, file), { throwIfNoEntry: false })?.isFile());
}

/** The text of a file, or undefined for a binary or a huge one. */
function textOf(file) {
  const buffer = fs.readFileSync(path.join(ROOT, file));
  if (buffer.length > MAX_BYTES || buffer.subarray(0, 8000).includes(0)) return undefined;
  return buffer.toString('utf8');
}

const isMarkdown = (file) => file.toLowerCase().endsWith('.md');

/** Markdown lines with fenced code blocks blanked (their content is not Markdown), numbered from 1. */
function proseLines(text) {
  let fence = null;
  return text.split('\n').map((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker[0] === fence[0])) {
      fence = fence === null ? marker : null;
      return { number: index + 1, text: '' };
    }
    return { number: index + 1, text: fence === null ? line : '' };
  });
}

/** A line with its code spans blanked: a link written inside backticks is an example, not a link. */
const withoutCodeSpans = (line) => line.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length));

const INLINE_LINK = /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const REFERENCE_LINK = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/;

/** The link targets of a Markdown text, with their line numbers. */
function linksOf(text) {
  const links = [];
  for (const { number, text: raw } of proseLines(text)) {
    const line = withoutCodeSpans(raw);
    for (const match of line.matchAll(INLINE_LINK)) links.push({ line: number, target: match[1] });
    const reference = REFERENCE_LINK.exec(line);
    if (reference) links.push({ line: number, target: reference[1] });
  }
  return links.map((link) => ({ ...link, target: link.target.replace(/^<|>$/g, '') }));
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to dashes. */
function slugOf(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

/** The anchors a Markdown file offers: its headings (repeats get -1, -2, …) and explicit `id`/`name` attributes. */
function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const { text: line } of proseLines(text)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = slugOf(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const match of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
  }
  return anchors;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const anchorCache = new Map();
function anchorsOfFile(file) {
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(fs.readFileSync(file, 'utf8')));
  return anchorCache.get(file);
}

/** What is wrong with one link of `file`, or null. */
function linkProblem(file, target) {
  if (SCHEME.test(target) || target.startsWith('//')) return null;
  const hash = target.indexOf('#');
  const pathPart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
  const anchor = hash === -1 ? '' : decodeURIComponent(target.slice(hash + 1));
  const resolved = pathPart === '' ? path.join(ROOT, file) : path.resolve(pathPart.startsWith('/') ? ROOT : path.dirname(path.join(ROOT, file)), pathPart.replace(/^\//, ''));
  if (!resolved.startsWith(ROOT + path.sep) && resolved !== ROOT) return `${target}: points outside the repository`;
  const stat = fs.statSync(resolved, { throwIfNoEntry: false });
  if (!stat) return `${target}: no such file`;
  if (anchor === '' || !stat.isFile() || !isMarkdown(resolved)) return null;
  return anchorsOfFile(resolved).has(anchor) ? null : `${target}: no heading "#${anchor}" in ${path.relative(ROOT, resolved)}`;
}

/**
 * Names of Markdown files in a text: a path (`docs/api.md`, `../README.md`) or a bare file name, with the
 * heading it names, if any (`docs/api.md#the-envelope`).
 */
const CITED_MD = /(?<![\w/.-])((?:\.{1,2}\/)*[\w-][\w.-]*(?:\/[\w.-]+)*\.md)(?:#([\p{L}\p{M}\p{N}_-]+))?(?![\w/-])/giu;

/** What is wrong with a cited `.md` file (and heading), or null: it resolves from the citing file's folder or the root. */
function citationProblem(file, cited, anchor) {
  const found = [path.dirname(path.join(ROOT, file)), ROOT]
    .map((base) => path.resolve(base, cited))
    .find((resolved) => resolved.startsWith(ROOT + path.sep) && fs.statSync(resolved, { throwIfNoEntry: false })?.isFile());
  if (!found) return `cites ${cited}, which is not in the repository`;
  if (anchor !== undefined && !anchorsOfFile(found).has(anchor)) return `cites ${cited}#${anchor}: no such heading in ${path.relative(ROOT, found)}`;
  return null;
}

function check() {
  const problems = [];
  let linkCount = 0;
  let citationCount = 0;
  const files = repositoryFiles();
  for (const file of files) {
    if (NOT_SCANNED.has(path.basename(file))) continue;
    const text = textOf(file);
    if (text === undefined) continue;
    if (isMarkdown(file)) {
      for (const link of linksOf(text)) {
        linkCount += 1;
        const problem = linkProblem(file, link.target);
        if (problem) problems.push(`${file}:${link.line}: link ${problem}`);
      }
    }
    // Citations: in source files every line; in Markdown the prose (a link's target was checked above).
    const lines = isMarkdown(file) ? proseLines(text).map((l) => ({ ...l, text: l.text.replace(INLINE_LINK, '') })) : text.split('\n').map((t, i) => ({ number: i + 1, text: t }));
    for (const { number, text: line } of lines) {
      for (const match of line.matchAll(CITED_MD)) {
        citationCount += 1;
        const problem = citationProblem(file, match[1], match[2]);
        if (problem) problems.push(`${file}:${number}: ${problem}`);
      }
    }
  }
  return { problems, linkCount, citationCount, fileCount: files.length };
}

const { problems, linkCount, citationCount, fileCount } = check();
for (const problem of problems) console.log(problem);
console.log(`${problems.length} problem(s): ${linkCount} Markdown links and ${citationCount} .md citations in ${fileCount} files checked.`);
process.exitCode = problems.length === 0 ? 0 : 1;
