import { lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../../scripts/content/compile.ts';
import { pages, type ContentPage } from '../../scripts/content/collections/pages.ts';
import { questionPapers, type QuestionBank } from '../../scripts/content/collections/questionPapers.ts';
import { notices } from '../../scripts/content/collections/notices.ts';
import { results } from '../../scripts/content/collections/results.ts';
import { governingBody } from '../../scripts/content/collections/governingBody.ts';
import type { NoticeBoard } from '../../common/noticeBoard.ts';
import { renderMarkdown } from '../../common/markdown.ts';
import { SITE_IDS } from '../../common/headingIds.ts';
import { sanitizeMarkdownHtml } from '../../common/sanitize.ts';
import { foreignInlineScripts } from '../../scripts/postbuild/securityHeaders.ts';
import { ownInlineScripts } from '../../common/inlineCode.ts';
import { samplePdf } from '../../scripts/bench/samplePdf.ts';
import { copyContentFiles } from '../../scripts/buildSupport/copyContentFiles.ts';
import { compileProject, withTempFolder } from './tempProject.ts';

const HOSTILE_PAGE = readFileSync(path.join(import.meta.dirname, '../fixtures/hostile/pages/hostile.md'));
const PDF = samplePdf('Report');
const PNG = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#fff' } })
  .png()
  .toBuffer();
const JPG = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9d6ea' } })
  .jpeg()
  .toBuffer();

const documentPage = (files: string[]) =>
  `---\ntitle: Reports\ndescription: The college's reports.\ntemplate: document\ndocuments:\n${files.map((file, i) => `  - title: Report ${i + 1}\n    file: ${file}\n`).join('')}---\n\nText.\n`;

describe('Markdown from content cannot bring script or change the page', () => {
  it('removes every active or foreign element, attribute and address from the hostile fixture page', async () => {
    const result = await compileProject({ 'content/pages/hostile.md': HOSTILE_PAGE }, { collections: [pages] });
    expect(result.report).toBe('0 problems in 0 files. Nothing was written; the last good build is unchanged.');
    const html = (result.outputs.pages as Record<string, ContentPage>)['/hostile'].html;
    for (const forbidden of [
      /<script/i,
      /\son[a-z]+=/i,
      /javascript:/i,
      /data:text/i,
      /<iframe/i,
      /srcdoc/i,
      /<style/i,
      /\sstyle=/i,
      /<form/i,
      /<input/i,
      /<button/i,
      /<svg/i,
      /<object/i,
      /<embed/i,
      /<meta/i,
      /<base/i,
      /<link/i,
      /<details/i,
      /id="main"/,
      /site-header/,
      /evil\.example/,
    ]) {
      expect(html).not.toMatch(forbidden);
    }
    // What the page says stays, and so do the parts Markdown legitimately produces.
    expect(html).toContain('<h2 id="our-mission">Our mission</h2>');
    expect(html).toContain('<a href="/hostile#our-mission">link to the mission</a>');
    expect(html).toContain('<a href="mailto:office@example.org">mail</a>');
    expect(html).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="an inline picture" />');
    expect(html).toContain('<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Our mission"><table class="data-table">');
    expect(html).toContain('a paragraph that covers the page');
    // A raw HTML heading keeps an id, but never the shell's nor another heading's.
    expect(html).toContain(`<h2 id="main-2">A heading taking the shell's id</h2>`);
    expect(html).toContain(`<h3 id="our-mission-2">A heading repeating a section's id</h3>`);
    const ids = [...html.matchAll(/<h[1-6] id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => SITE_IDS.test(id))).toEqual([]);
  });

  it('tells the office what was removed, naming the file and the line', async () => {
    const result = await compileProject({ 'content/pages/hostile.md': HOSTILE_PAGE }, { collections: [pages] });
    const lines = HOSTILE_PAGE.toString().split('\n');
    const lineOf = (text: string) => lines.findIndex((line) => line.includes(text)) + 1;
    expect(result.warningText).toContain(`warning: content/pages/hostile.md:${lineOf('<script>alert')}  <script> removed from the page (2 times)`);
    expect(result.warningText).toContain(`content/pages/hostile.md:${lineOf('onerror=')}  the onerror= attribute of <img> removed`);
    expect(result.warningText).toContain(`content/pages/hostile.md:${lineOf('javascript:alert')}  a javascript: address removed from the page (3 times)`);
    expect(result.warningText).toContain(`content/pages/hostile.md:${lineOf('<form')}  <form> removed`);
    expect(result.warningText).toContain(`content/pages/hostile.md:${lineOf('<iframe srcdoc')}  <iframe> removed from the page (2 times)`);
    expect(result.warningText).toContain('a data: address removed');
  });

  it("keeps the HTML of the site's own Markdown exactly as it is, and says nothing about it", () => {
    const normal = [
      '<h2 id="fees">Fees</h2>',
      '<p>Text with <strong>bold</strong>, <em>emphasis</em>, <del>gone</del>, <code>code</code>, a <a href="/about/contact">page</a>, <a href="https://example.org/x" title="X">a site</a>, <a href="tel:+913700000001">a phone</a><br />and a line break.</p>',
      '<ul>\n<li>one</li>\n</ul>',
      '<ol start="3">\n<li>three</li>\n</ol>',
      '<blockquote>\n<p>quoted</p>\n</blockquote>',
      '<hr />',
      '<pre><code class="language-yaml">title: x\n</code></pre>',
      '<p><img src="/files/images/logo.png" alt="Logo" /></p>',
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Fees"><table class="data-table">\n<thead>\n<tr>\n<th align="left">Fee</th>\n<th align="right">Amount</th>\n</tr>\n</thead>\n<tbody><tr>\n<td align="left">Tuition</td>\n<td align="right">8800</td>\n</tr>\n</tbody></table></div>',
    ].join('\n');
    expect(sanitizeMarkdownHtml(normal)).toEqual({ html: normal, removed: [], headingIds: ['fees'] });
    // A task list's ticked box stays (spelled as a plain boolean attribute, as browsers read it anyway).
    expect(renderMarkdown('- [x] done\n')).toBe('<ul>\n<li><input checked disabled type="checkbox" /> done</li>\n</ul>\n');
  });

  it('gives headings ids that are slugged, unique per page and never one of the shell’s', () => {
    const html = renderMarkdown('## Our Mission & Vision\n\n## Our mission & vision\n\n### Main\n\n## Über uns\n\n## ???\n');
    expect([...html.matchAll(/id="([^"]+)"/g)].map((m) => m[1])).toEqual(['our-mission-vision', 'our-mission-vision-2', 'main-2', 'über-uns', 'section']);
  });
});

describe("the build's inline-script check", () => {
  it("finds inline scripts that are not the project's own, and only those", () =>
    withTempFolder(
      {
        'client/index.html': `<html><head><script>${ownInlineScripts[0]}</script><script type="application/ld+json">{"@type":"CollegeOrUniversity"}</script><script src="/assets/x.js" type="module"></script></head><body></body></html>`,
        'client/about/index.html': `<html><head><script>${ownInlineScripts[0]}</script></head><body><p>Text</p><script>alert("from content")</script><script></script></body></html>`,
        'client/404.html': '<html><body><SCRIPT type="text/javascript">document.cookie</SCRIPT></body></html>',
      },
      (root) => {
        expect(foreignInlineScripts(path.join(root, 'client'))).toEqual([
          { page: '404.html', script: 'document.cookie' },
          { page: 'about/index.html', script: 'alert("from content")' },
        ]);
      },
    ));
});

describe('files from outside content/ are never published', () => {
  it('refuses a document path that leads out of content/', async () => {
    const result = await compileProject(
      { 'content/pages/reports.md': documentPage(['../package.json', 'documents/../../secret.pdf']), 'package.json': '{}', 'secret.pdf': PDF },
      { collections: [pages] },
    );
    expect(result.problems.map((p) => [p.line, p.column, p.expected, p.found])).toEqual([
      [6, 'documents[1].file', 'a file inside content/', '../package.json: a path that leads out of content/'],
      [8, 'documents[2].file', 'a file inside content/', 'documents/../../secret.pdf: a path that leads out of content/'],
    ]);
    expect(result.outputs.assets).toEqual([]);
  });

  it('refuses a symbolic link whose target lies outside content/, and accepts one that stays inside', async () => {
    const result = await compileProject(
      { 'content/pages/reports.md': documentPage(['documents/leak.pdf', 'documents/alias.pdf']), 'content/documents/real.pdf': PDF, 'outside.pdf': PDF },
      {
        collections: [pages],
        prepare: (root) => {
          symlinkSync(path.join(root, 'outside.pdf'), path.join(root, 'content/documents/leak.pdf'));
          symlinkSync('real.pdf', path.join(root, 'content/documents/alias.pdf'));
        },
      },
    );
    expect(result.problems).toHaveLength(1);
    expect(result.report).toContain(
      'content/pages/reports.md:6  column "documents[1].file"\n  expected a file inside content/, found "documents/leak.pdf: a shortcut (symbolic link) to a place outside content/"',
    );
    expect((result.outputs.assets as { source: string }[]).map((a) => a.source)).toEqual(['documents/alias.pdf']);
  });

  it('publishes an accepted link inside content/ as a copy of the file, never as a link', () =>
    withTempFolder({ 'content/documents/real.pdf': PDF }, (root) => {
      symlinkSync('real.pdf', path.join(root, 'content/documents/alias.pdf'));
      const files = path.join(root, 'client/files');
      copyContentFiles(
        [{ source: 'documents/alias.pdf', url: '/files/documents/alias.pdf', bytes: PDF.length, format: 'PDF' }],
        path.join(root, 'content'),
        files,
      );
      const copy = path.join(files, 'documents/alias.pdf');
      expect(lstatSync(copy).isSymbolicLink()).toBe(false);
      expect(readFileSync(copy)).toEqual(PDF);
    }));

  it('refuses a Markdown page that is a link to a file outside content/', async () => {
    const result = await compileProject(
      { 'outside/notes.md': '---\ntitle: Notes\ndescription: Private notes.\n---\n\nSecret.\n' },
      {
        collections: [pages],
        prepare: (root) => {
          mkdirSync(path.join(root, 'content/pages'));
          symlinkSync(path.join(root, 'outside/notes.md'), path.join(root, 'content/pages/notes.md'));
        },
      },
    );
    expect(result.problems.map((p) => [p.file, p.found])).toEqual([['content/pages/notes.md', 'a shortcut (symbolic link) to a place outside content/']]);
    expect(result.outputs.pages).toEqual({});
  });

  it('refuses a notice, a results sheet and a fixed spreadsheet that are links to files outside content/', async () => {
    const result = await compileProject(
      {
        'content/notices/categories.yaml': 'categories:\n  - General\n',
        'content/notices/2026-11-20-library.md': '---\ntitle: Library closed\n---\nThe library is closed.\n',
        'content/results/2023.csv': 'year,subject_code,programme,appeared,passed\n2023,ENG,B.A. Honours,40,38\n',
        'outside/notes.md': '---\ntitle: Private\n---\nSecret.\n',
        'outside/sheet.csv': 'name,role\nSecret,Member\n',
      },
      {
        collections: [notices, results, governingBody],
        prepare: (root) => {
          symlinkSync(path.join(root, 'outside/notes.md'), path.join(root, 'content/notices/2026-11-21-private.md'));
          symlinkSync(path.join(root, 'outside/sheet.csv'), path.join(root, 'content/results/2024.csv'));
          symlinkSync(path.join(root, 'outside/sheet.csv'), path.join(root, 'content/governing-body.csv'));
        },
      },
    );
    const outside = 'a shortcut (symbolic link) to a place outside content/';
    expect(result.problems.map((p) => [p.file, p.expected, p.found])).toEqual([
      ['content/notices/2026-11-21-private.md', 'a file inside content/', outside],
      ['content/results/2024.csv', 'a file inside content/', outside],
      ['content/governing-body.csv', 'a file inside content/', outside],
    ]);
    expect(result.report).not.toContain('Secret');
    expect((result.outputs.notices as NoticeBoard).notices.map((notice) => notice.title)).toEqual(['Library closed']);
  });

  it('refuses links to outside in the question bank (a file or a whole folder), never listing them', async () => {
    const result = await compileProject(
      { 'content/question-papers/MA/2024/SOC-101 Theory.pdf': PDF, 'outside/secret.pdf': PDF },
      {
        collections: [questionPapers],
        prepare: (root) => {
          symlinkSync('/etc/hostname', path.join(root, 'content/question-papers/MA/2024/SOC-102 Passwords.pdf'));
          symlinkSync(path.join(root, 'outside'), path.join(root, 'content/question-papers/MA/2023'));
        },
      },
    );
    expect(result.problems.map((p) => [p.file, p.found])).toEqual([
      ['content/question-papers/MA/2023', 'a shortcut (symbolic link) to a place outside content/'],
      ['content/question-papers/MA/2024/SOC-102 Passwords.pdf', 'a shortcut (symbolic link) to a place outside content/'],
    ]);
    expect((result.outputs.questionBank as QuestionBank).papers).toBe(1);
    expect((result.outputs.assets as { source: string }[]).map((a) => a.source)).toEqual(['question-papers/MA/2024/SOC-101 Theory.pdf']);
  });

  it('refuses a gallery folder that links outside content/, and a photo in a gallery that does', async () => {
    const gallery = (folder: string) => `---\ntitle: Sports\ndescription: Photos of the sports meet.\ntemplate: gallery\nfolder: ${folder}\n---\n`;
    const result = await compileProject(
      {
        'content/pages/gallery/sports.md': gallery('galleries/sports'),
        'content/pages/gallery/escape.md': gallery('galleries/escape'),
        'content/galleries/sports/01-race.jpg': JPG,
        'outside/photo.jpg': JPG,
      },
      {
        collections: [pages],
        prepare: (root) => {
          symlinkSync(path.join(root, 'outside/photo.jpg'), path.join(root, 'content/galleries/sports/02-leak.jpg'));
          symlinkSync(path.join(root, 'outside'), path.join(root, 'content/galleries/escape'));
        },
      },
    );
    expect(result.problems.map((p) => [p.file, p.expected, p.found])).toEqual([
      ['content/pages/gallery/escape.md', 'a folder inside content/', 'galleries/escape: a shortcut (symbolic link) to a place outside content/'],
      ['content/galleries/sports/02-leak.jpg', 'a photo inside content/', 'a shortcut (symbolic link) to a place outside content/'],
    ]);
  });
});

describe('documents are PDFs or images, judged by their first bytes', () => {
  const WORD = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]);
  const DOCX = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64)]);

  it('refuses an empty file, a Word file renamed .pdf, a web page and a picture under the wrong name, naming each file', async () => {
    const result = await compileProject(
      {
        'content/pages/reports.md': documentPage([
          'documents/empty.pdf',
          'documents/minutes.pdf',
          'documents/audit.pdf',
          'documents/page.html',
          'documents/photo.jpg',
          'documents/ok.pdf',
        ]),
        'content/documents/empty.pdf': '',
        'content/documents/minutes.pdf': WORD,
        'content/documents/audit.pdf': DOCX,
        'content/documents/page.html': '<!DOCTYPE html><html><script>alert(1)</script></html>',
        'content/documents/photo.jpg': PNG,
        'content/documents/ok.pdf': PDF,
      },
      { collections: [pages] },
    );
    expect(result.problems.map((p) => [p.expected, p.found, p.hint])).toEqual([
      ['content/documents/empty.pdf to have something in it', 'an empty file (0 bytes)', 'copy the file again: the copy or the upload did not finish'],
      [
        'content/documents/minutes.pdf to be a PDF, as its name says',
        'a Word or other Office document',
        'open it and save it as PDF ("Save as" or "Export", then PDF)',
      ],
      [
        'content/documents/audit.pdf to be a PDF, as its name says',
        'a Word (.docx), Excel or ZIP file',
        'open it and save it as PDF ("Save as" or "Export", then PDF)',
      ],
      [
        'content/documents/page.html to be a PDF or an image (JPG, PNG, GIF, WebP, AVIF or SVG)',
        'a .html file (a web page (HTML))',
        'only PDFs and images are published: save it as PDF',
      ],
      ['content/documents/photo.jpg to be a .jpg image, as its name says', 'a PNG image', 'rename it to end in .png'],
    ]);
  });

  it('refuses an SVG that carries script, event attributes, foreignObject or javascript: links, however spelled; a plain logo passes', async () => {
    const svg = (inside: string, prolog = '') =>
      `<?xml version="1.0"?>\n${prolog}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${inside}</svg>`;
    const logo = svg(
      '<title>Crest</title><defs><linearGradient id="g"><stop offset="0" stop-color="#036"/></linearGradient></defs><circle r="4" fill="url(#g)"/><use xlink:href="#g"/>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><text>Est. 1950 &amp; open to all</text><a href="https://example.org/"><circle r="1"/></a>',
    );
    const hostile: [string, string, string][] = [
      ['script', svg('<script>alert(1)</script>'), 'a <script> element'],
      ['onload', svg('<circle r="4" onload="alert(1)"/>'), 'an event attribute (onload=)'],
      ['foreign', svg('<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml"/></foreignObject>'), 'a <foreignObject> element (it can carry a web page)'],
      ['link', svg('<a xlink:href="javascript:alert(1)"><circle r="4"/></a>'), 'a javascript: link'],
      ['prefixed', svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'), 'a <script> element'],
      ['xhtml', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), 'a <script> element'],
      [
        'xforeign',
        svg('<x:foreignObject xmlns:x="http://www.w3.org/2000/svg"><p>page</p></x:foreignObject>'),
        'a <foreignObject> element (it can carry a web page)',
      ],
      ['iframe', svg('<h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="https://evil.example.org/"/>'), 'an <iframe> element (it can carry a web page)'],
      ['embed', svg('<embed src="x.swf"/>'), 'an <embed> element (it can carry a web page)'],
      ['object', svg('<object data="x.html"/>'), 'an <object> element (it can carry a web page)'],
      ['decimal', svg('<a href="javascript&#58;alert(1)"><circle r="4"/></a>'), 'a javascript: link'],
      ['hex', svg('<a xlink:href="&#x6A;avascript:alert(1)"><circle r="4"/></a>'), 'a javascript: link'],
      ['animate', svg('<a><animate attributeName="href" values="#g; java&#x09;script:alert(1)"/><circle r="4"/></a>'), 'a javascript: link'],
      ['use', svg('<use href="https://evil.example.org/sprite.svg#a"/>'), 'a <use> element that takes its picture from another file or address'],
      ['usedata', svg('<use xlink:href="data:image/svg+xml;base64,PHN2Zy8+"/>'), 'a <use> element that takes its picture from another file or address'],
      ['datalink', svg('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><circle r="4"/></a>'), 'a data: link (it can carry a web page)'],
      ['entity', svg('<text>&x;</text>', '<!DOCTYPE svg [<!ENTITY x "hidden">]>\n'), 'an entity declaration (<!ENTITY), which can hide script'],
      [
        'stylesheet',
        svg('<circle r="4"/>', '<?xml-stylesheet type="text/xsl" href="page.xsl"?>\n'),
        'a style sheet instruction (<?xml-stylesheet), which can turn the picture into a web page',
      ],
    ];
    const result = await compileProject(
      {
        'content/pages/reports.md': documentPage(['images/logo.svg', ...hostile.map(([name]) => `images/${name}.svg`)]),
        'content/images/logo.svg': logo,
        ...Object.fromEntries(hostile.map(([name, text]) => [`content/images/${name}.svg`, text])),
      },
      { collections: [pages] },
    );
    expect(result.problems.map((p) => [p.column, p.found])).toEqual(
      hostile.map(([, , found], index) => [`documents[${index + 2}].file`, `an SVG with ${found}`]),
    );
  });

  it('leaves an empty or disguised question paper out of the bank with a warning naming it', async () => {
    const result = await compileProject(
      {
        'content/question-papers/MA/2024/SOC-101 Theory.pdf': PDF,
        'content/question-papers/MA/2024/SOC-102 Empty.pdf': '',
        'content/question-papers/MA/2024/SOC-103 Draft.pdf': WORD,
      },
      { collections: [questionPapers] },
    );
    expect(result.problems).toEqual([]);
    expect(result.warningText.split('\n')).toEqual([
      'warning: content/question-papers/MA/2024/SOC-102 Empty.pdf  an empty file (0 bytes): left out of the question bank (open it and save it as PDF)',
      'warning: content/question-papers/MA/2024/SOC-103 Draft.pdf  a Word or other Office document named .pdf: left out of the question bank (open it and save it as PDF)',
    ]);
    expect((result.outputs.questionBank as QuestionBank).papers).toBe(1);
  });
});

describe('images are decoded whole during the check', () => {
  it('reports a JPEG cut short by an upload as a problem naming the file, and measures a good one', async () => {
    const gallery = `---\ntitle: Sports\ndescription: Photos of the sports meet.\ntemplate: gallery\nfolder: galleries/sports\n---\n`;
    const result = await compileProject(
      {
        'content/pages/gallery/sports.md': gallery,
        'content/galleries/sports/01-good.jpg': JPG,
        'content/galleries/sports/02-cut.jpg': JPG.subarray(0, Math.floor(JPG.length * 0.6)),
      },
      { collections: [pages] },
    );
    expect(result.problems.map((p) => [p.file, p.expected, p.hint])).toEqual([
      ['content/galleries/sports/02-cut.jpg', 'an image file that opens', 'open it in a photo program and save it again as JPG, PNG or WebP'],
    ]);
    const good = (result.outputs.assets as { source: string; width?: number; height?: number }[]).find((a) => a.source.endsWith('01-good.jpg'));
    expect([good?.width, good?.height]).toEqual([40, 30]);
  });

  it('remembers an image that decoded by its content, so an unchanged photo is not decoded again', () =>
    withTempFolder(
      {
        'content/pages/gallery/sports.md': `---\ntitle: Sports\ndescription: Photos.\ntemplate: gallery\nfolder: galleries/sports\n---\n`,
        'content/galleries/sports/01-good.jpg': JPG,
      },
      async (root) => {
        await compileContent({ root, check: true, collections: [pages] });
        const cache = path.join(root, 'node_modules/.cache/decoded-images');
        const [entry] = readdirSync(cache);
        expect(JSON.parse(readFileSync(path.join(cache, entry), 'utf8'))).toEqual({ width: 40, height: 30 });
        // A cached size is what the next compile reports (the file is not opened by the decoder again).
        writeFileSync(path.join(cache, entry), JSON.stringify({ width: 41, height: 31 }));
        const again = await compileContent({ root, check: true, collections: [pages] });
        expect((again.outputs.assets as { width?: number }[])[0].width).toBe(41);
      },
    ));
});

describe("heading ids never repeat an id the site's own markup writes", () => {
  it('reserves every fixed id and id prefix written in pages/ and renderer/', () => {
    const root = path.join(import.meta.dirname, '../..');
    const written = new Set<string>();
    for (const file of fg.sync(['pages/**/*.tsx', 'renderer/**/*.tsx'], { cwd: root })) {
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const [, id] of source.matchAll(/\bid="([^"]+)"/g)) written.add(id);
      // id={`prefix-${…}`}: every id with that prefix is the site's.
      for (const [, prefix] of source.matchAll(/\bid=\{`([a-z]+-)\$\{/g)) written.add(`${prefix}anything`);
    }
    expect(written.size).toBeGreaterThan(10);
    expect([...written].filter((id) => !SITE_IDS.test(id))).toEqual([]);
  });
});
