/**
 * The file that gives a gallery's photos their descriptions (`file-name.jpg: What the photo shows`), beside the photos:
 * the content compiler reads it, and the editor counts a photo it captions as in use.
 */
export const CAPTIONS_FILE = 'captions.yaml';
