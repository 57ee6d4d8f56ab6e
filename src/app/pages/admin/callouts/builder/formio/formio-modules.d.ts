// form.io ships no typings for its builder utilities; setup.ts types the one it uses.
declare module "formiojs/utils/builder";
