/**
 * The question papers' form: fields side by side where they fit, each row's problem in red beside it, a phone's width
 * kept. Decap's toolbar status and buttons are hidden while the form is shown (the rule is in the form's own style).
 */
export const PAPERS_STYLE = `
.question-papers { display: grid; gap: 1em; max-width: 100%; }
.question-papers fieldset { display: flex; flex-wrap: wrap; gap: 0.8em 1.2em; border: 1px solid #ccc; border-radius: 4px; padding: 0.8em; min-width: 0; }
.question-papers label { display: grid; gap: 0.2em; font-weight: 600; min-width: 0; max-width: 100%; }
.question-papers fieldset select, .question-papers fieldset input { width: 100%; box-sizing: border-box; }
.question-papers__heading { font-size: 1em; font-weight: 600; margin: 0 0 0.4em; }
.question-papers select, .question-papers input:not([type=file]) { font: inherit; padding: 0.3em; border: 1px solid #767676; border-radius: 3px; max-width: 100%; }
.question-papers__hint, .question-papers__where { font-weight: normal; color: #555; font-size: 0.9em; }
.question-papers__note { flex-basis: 100%; margin: 0; }
.question-papers__there { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.4em; }
.question-papers__there li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.4em; border-bottom: 1px solid #eee; padding-bottom: 0.3em; }
.question-papers__actions { display: flex; gap: 0.4em; }
.question-papers__scheme { display: inline-block; padding: 0 0.4em; border: 1px solid #999; border-radius: 3px; font-size: 0.9em; color: #333; }
.question-papers__drop { border: 2px dashed #999; border-radius: 6px; padding: 1em; display: flex; flex-wrap: wrap; gap: 0.6em; align-items: center; }
.question-papers__upload { position: relative; }
.question-papers__upload input { position: absolute; width: 1px; height: 1px; opacity: 0; overflow: hidden; }
.question-papers__upload label, .question-papers button {
  display: inline-block; padding: 0.3em 0.7em; border: 1px solid #767676; border-radius: 3px; background: #f3f3f3; cursor: pointer; font: inherit; font-weight: normal; white-space: nowrap;
}
.question-papers__upload input:focus-visible + label { outline: 2px solid #3a69c7; outline-offset: 2px; }
.question-papers .question-papers__add { background: #3a69c7; color: #fff; border-color: #3a69c7; font-weight: 600; }
.question-papers__batch { border-collapse: collapse; width: 100%; }
.question-papers__batch caption { text-align: left; font-weight: 600; padding-bottom: 0.3em; }
.question-papers__batch th, .question-papers__batch td { text-align: left; vertical-align: top; padding: 0.3em; border-bottom: 1px solid #eee; }
.question-papers__batch .question-papers__name {
  width: 100%; box-sizing: border-box; font: inherit; padding: 0.3em; border: 1px solid #767676; border-radius: 3px; resize: none; overflow: hidden;
  overflow-wrap: anywhere; field-sizing: content;
}
.question-papers__waiting { margin: 0; padding: 0.5em 0.7em; border-left: 4px solid #3a69c7; background: #eef3fc; }
/* Decap's own "No unsaved changes", Save and "Published" mean nothing on this form, which saves through Add: not shown while it is. */
#nc-root [class*='-BackStatus'], #nc-root [class*='-ToolbarSectionMain'] > [class*='-ToolbarSubSectionFirst']:not([class*='-ToolbarSubSectionLast']) { display: none; }
.question-papers__problem { color: #b00020; margin: 0.2em 0 0; }
.question-papers__hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
@media (max-width: 600px) {
  .question-papers__batch, .question-papers__batch tbody, .question-papers__batch tr, .question-papers__batch td { display: block; }
  .question-papers__batch thead { display: none; }
  .question-papers__batch tr { border-bottom: 1px solid #ccc; padding: 0.4em 0; }
  .question-papers__batch caption { display: block; }
  .question-papers__batch td:first-child::before { content: 'Row '; }
}`;
