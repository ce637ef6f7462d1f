import { describe, expect, it } from 'vitest';
import { htmlToTranscriptText } from './html-transcript';

// The reader keeps its own open elements on htmlparser2's tokenizer, so the tree rules a parser would
// apply are its own: these pin them.
describe('reading HTML as transcript lines', () => {
  it('closes what an opening tag implies: a paragraph, a list item, a cell, an unclosed head', () => {
    const html =
      '<html><head><title>Episode <b>1</b></title><meta charset=utf-8><body>' +
      '<p><span class=speaker>Ana</span> Hi.<p><span class=speaker>Ben</span> Hello.' +
      '<ul><li>One<li>Two</ul>' +
      '<table><tr><td class=speaker>Cy<td>Hi there.<tr><td class=speaker>Di<td>Hello.</table>';
    expect(htmlToTranscriptText(html).split('\n')).toEqual([
      '**Ana:** Hi.',
      '**Ben:** Hello.',
      'One',
      'Two',
      '**Cy:** Hi there.',
      '**Di:** Hello.',
    ]);
  });

  it('keeps no void element open, and reads </br> as a break and a stray </p> as an empty paragraph', () => {
    const html =
      '<p>Ana: one<br>two<img src=a.png>three<hr>four</br>five<input class=speaker>six</p>seven</p>eight';
    expect(htmlToTranscriptText(html).split('\n')).toEqual([
      'Ana: one',
      'twothree',
      'four',
      'fivesix',
      'seven',
      'eight',
    ]);
  });

  it('skips script and style as raw text, and comments, doctypes and processing instructions', () => {
    const html =
      '<!DOCTYPE html><!-- <p>comment</p> --><?xml version="1.0"?><![CDATA[<p>cdata</p>]]>' +
      '<p>Ana: a<script>if (a < b) { x("</p><p>") }</script><style>p::after{content:"<b>"}</style> end</p>';
    expect(htmlToTranscriptText(html)).toBe('Ana: a end');
  });

  it('closes self-closing tags only inside SVG or MathML, where script is not raw text', () => {
    const html =
      '<p>Ana: before<svg><script/><style/><text>drawn</text></svg> after</p>' +
      '<p>Ben: <math><mi>x</mi><![CDATA[ + 1]]></math> equals<span class=speaker/>Cy</span></p>';
    expect(htmlToTranscriptText(html).split('\n')).toEqual([
      'Ana: before after',
      'Ben: x + 1 equals **Cy:**',
    ]);
  });

  it('decodes entities in text and in the attributes that give a role; tag names are read in any case', () => {
    const html =
      '<p><span class="spe&#97;ker" class="other">Ana &amp; Ben</span> Caf&eacute; &lt;b&gt; &#x1F600;</p>' +
      '<P CLASS="TimeStamp" data-type=x>00:01:02</P><H2>Part &quot;one&quot;</H2>';
    expect(htmlToTranscriptText(html).split('\n')).toEqual([
      '**Ana & Ben:** Café <b> 😀',
      '[00:01:02]',
      '# Part "one"',
    ]);
  });

  it('forgets the outermost of more than 256 open elements, inside skipped ones as well', () => {
    // The forgotten <nav> no longer hides what follows once its 300 children are closed.
    const html = `<nav>${'<div>'.repeat(300)}Menu${'</div>'.repeat(300)}<p>Ana: Hello.</p>`;
    expect(htmlToTranscriptText(html)).toBe('Ana: Hello.');
    const kept = `<nav>${'<div>'.repeat(200)}Menu${'</div>'.repeat(200)}<p>Ana: Hello.</p>`;
    expect(htmlToTranscriptText(kept)).toBe('');
  });
});
