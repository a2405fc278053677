/** The separator of a written list in the page's language: the Arabic comma in Arabic ('، '), else ', '. */
export const listSeparator = (locale: string): string => (locale.startsWith('ar') ? '، ' : ', ');
