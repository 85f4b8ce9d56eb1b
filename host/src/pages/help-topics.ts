/** The in-app help pages (`/help/:topic`): each a title key and its paragraphs' keys. */
export const HELP_TOPICS: Record<string, { title: string; lines: string[] }> = {
  'getting-started': { title: 'help.gettingStarted', lines: ['1', '2', '3', '4'].map((n) => `help.gettingStarted.${n}`) },
  'order-notation': { title: 'help.orderNotation', lines: ['1', '2', '3', '4'].map((n) => `help.orderNotation.${n}`) },
  'analysis-strategies': { title: 'help.analysisStrategies', lines: ['1', '2', '3'].map((n) => `help.analysisStrategies.${n}`) },
};
