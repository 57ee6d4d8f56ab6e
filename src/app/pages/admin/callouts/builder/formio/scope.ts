/** The class of form.io's builder element and of its edit dialog: its styles apply inside. */
export const SCOPE_CLASS = "agora-formio";
