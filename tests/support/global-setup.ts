import { dropRunTemplates } from '@crewing/server/testing/templates';

/**
 * Names the run's seeded template database (see createSeededTestServices): the test processes
 * start after this and inherit the variable. The template is dropped when the run ends.
 */
export default function setup(): () => Promise<void> {
  const template = `crewing_tpl_${Date.now().toString(36)}_${process.pid}`;
  process.env.CREWING_SEED_TEMPLATE = template;
  return () => dropRunTemplates(template);
}
