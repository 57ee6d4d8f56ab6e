// form.io templates the builder replaces, for keyboards and screen readers: a component's
// actions are real buttons with names (form.io's are unfocusable divs, with copy, paste and
// JSON-editing besides), and the edit dialog is a labelled modal dialog without form.io's own
// preview (the page's preview shows the slide as readers see it).

/** What form.io passes a template. */
interface TemplateContext {
  t(text: string, params?: Record<string, unknown>): string;
  iconClass(name: string): string;
  html?: string;
  disableBuilderActions?: boolean;
  editForm?: string;
  id?: string;
  groups?: string[];
  groupKey?: string;
  groupId?: string;
  group?: PaletteGroupContext;
  subgroups?: string[];
  componentInfo?: { title: string; schema?: { type?: string } };
  childComponent?: { label?: string; title?: string; key?: string; type?: string };
}

/** What form.io passes the template of a tabs component. */
interface TabsContext {
  t(text: string, params?: Record<string, unknown>): string;
  component: { components: { key: string; label: string }[]; verticalLayout?: boolean };
  currentTab: number;
  tabKey: string;
  tabLikey: string;
  tabLinkKey: string;
  tabComponents: string[];
}

/** A group of the palette as form.io passes it. */
interface PaletteGroupContext {
  title: string;
  default?: boolean;
  componentOrder?: string[];
  components: Record<string, { key: string; title: string; schema: { type: string } }>;
}

/** The words the templates show, already translated; `{name}` is the component's name. */
export interface TemplateLabels {
  edit(name: string): string;
  move(name: string): string;
  remove(name: string): string;
  editTitle(type: string): string;
  /** Our name of a component type, if it is one of ours. */
  typeName(type: string): string | undefined;
  save: string;
  cancel: string;
  removeComponent: string;
  close: string;
  search: string;
  /** How a palette item is used, read after its name. */
  paletteHint: string;
  noMatches: string;
  /** The tooltip of a row's drag handle in a list of options or tabs. */
  dragRow: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function nameOf(ctx: TemplateContext): string {
  const component = ctx.childComponent ?? {};
  return component.label || component.title || component.key || component.type || "";
}

/**
 * A tabs component's tabs as the tabs pattern has them: the links are the tabs, in a list
 * whose items are only layout (form.io's puts role="tab" on the item around the link, so a
 * tab holds a control), each saying whether it is the one shown.
 */
function tabs(ctx: TabsContext): string {
  const vertical = ctx.component.verticalLayout;
  const tabList = ctx.component.components
    .map((tab, index) => {
      const active = ctx.currentTab === index ? " active" : "";
      return `<li class="nav-item${active}" role="presentation" ref="${ctx.tabLikey}"><a class="nav-link${active}${vertical ? " nav-link-vertical" : ""}" role="tab" aria-selected="${ctx.currentTab === index}" href="#${escape(tab.key)}" ref="${ctx.tabLinkKey}">${escape(ctx.t(tab.label, { _userInput: true }))}</a></li>`;
    })
    .join("");
  const panels = ctx.component.components
    .map(
      (_tab, index) =>
        `<div role="tabpanel" class="card-body tab-pane${ctx.currentTab === index ? " active" : ""}" style="display: ${ctx.currentTab === index ? "block" : "none"}" ref="${ctx.tabKey}">${ctx.tabComponents[index] ?? ""}</div>`,
    )
    .join("");
  return `<div class="card${vertical ? " card-vertical" : ""}"><div class="card-header"><ul class="nav nav-tabs card-header-tabs${vertical ? " nav-tabs-vertical" : ""}" role="tablist">${tabList}</ul></div>${panels}</div>`;
}

/**
 * form.io's templates by name, each a function of its context as form.io's compiled ones are;
 * `bootstrap` are form.io's own, which some of these draw and then amend.
 */
export function builderTemplates(
  labels: TemplateLabels,
  bootstrap: { datagrid: { form(ctx: unknown): string } },
) {
  const button = (ref: string, kind: string, icon: string, label: string, ctx: TemplateContext) =>
    `<button type="button" class="btn btn-xxs ${kind} component-settings-button component-settings-button-${ref}" ref="${ref}Component" aria-label="${escape(label)}" title="${escape(label)}"><i class="${ctx.iconClass(icon)}" aria-hidden="true"></i></button>`;

  return {
    builderComponent: {
      form: (ctx: TemplateContext) => {
        const name = nameOf(ctx);
        const actions = ctx.disableBuilderActions
          ? ""
          : `<div class="component-btn-group" data-noattach="true">${[
              button("remove", "btn-danger", "remove", labels.remove(name), ctx),
              button("move", "btn-default", "move", labels.move(name), ctx),
              button("edit", "btn-secondary", "cog", labels.edit(name), ctx),
            ].join("")}</div>`;
        return `<div class="builder-component" ref="dragComponent" tabindex="-1">${actions}${ctx.html ?? ""}</div>`;
      },
    },
    builderEditForm: {
      form: (ctx: TemplateContext) =>
        `<h2 class="lead agora-edit-title" id="agora-edit-title">${escape(
          labels.editTitle(
            labels.typeName(ctx.componentInfo?.schema?.type ?? "") ??
              ctx.componentInfo?.title ??
              "",
          ),
        )}</h2><div ref="editForm">${ctx.editForm ?? ""}</div><div class="agora-edit-actions"><button type="button" class="btn btn-success" ref="saveButton">${escape(
          labels.save,
        )}</button> <button type="button" class="btn btn-secondary" ref="cancelButton">${escape(
          labels.cancel,
        )}</button> <button type="button" class="btn btn-outline-danger" ref="removeButton">${escape(
          labels.removeComponent,
        )}</button></div>`,
    },
    // The palette's items are buttons named by their type (form.io's are spans), still
    // dragged by form.io's dragula and added with Enter by its keyboard handler.
    builderSidebarGroup: {
      form: (ctx: TemplateContext) => {
        const key = escape(ctx.groupKey ?? "");
        const group = ctx.group;
        if (!group) return "";
        const hintId = `agora-palette-hint-${key}`;
        const items = (group.componentOrder ?? []).map((componentKey) => {
          const item = group.components[componentKey];
          if (!item) return "";
          return `<button type="button" ref="sidebar-component" data-group="${key}" data-key="${escape(
            item.key,
          )}" data-type="${escape(item.schema.type)}" class="btn btn-sm formcomponent drag-copy" aria-describedby="${hintId}">${escape(
            item.title,
          )}</button>`;
        });
        const body =
          items.length > 0 || (ctx.subgroups ?? []).length > 0
            ? `${items.join("")}${(ctx.subgroups ?? []).join("")}`
            : `<p class="agora-palette-empty">${escape(labels.noMatches)}</p>`;
        const groupId = escape(ctx.groupId ?? "");
        return `<div class="card form-builder-panel" ref="group-panel-${key}"><div class="card-header form-builder-group-header" id="heading-${key}"><div class="agora-palette-heading"><button class="btn builder-group-button" type="button" data-toggle="collapse" data-target="#group-${key}" data-parent="#${groupId}" aria-expanded="${group.default ? "true" : "false"}" aria-controls="group-${key}" ref="sidebar-anchor">${escape(
          group.title,
        )}</button></div></div><div id="group-${key}" class="collapse${group.default ? " show" : ""}" data-parent="#${groupId}" data-default="${group.default ? "true" : "false"}" aria-labelledby="heading-${key}" ref="sidebar-group"><span id="${hintId}" hidden>${escape(
          labels.paletteHint,
        )}</span><div id="group-container-${key}" class="card-body no-drop" ref="sidebar-container">${body}</div></div></div>`;
      },
    },
    builderSidebar: {
      form: (ctx: TemplateContext) =>
        `<div id="${escape(ctx.id ?? "")}" class="accordion builder-sidebar" ref="sidebar"><input class="form-control builder-sidebar_search" type="search" ref="sidebar-search" placeholder="${escape(
          labels.search,
        )}" aria-label="${escape(labels.search)}" /><div ref="sidebar-groups">${(ctx.groups ?? []).join("")}</div></div>`,
    },
    tab: { form: tabs },
    // A row's drag handle moves it with a pointer only (dragula): out of the keyboard's way
    // and of screen readers', its use told by its tooltip.
    datagrid: {
      form: (ctx: unknown) =>
        bootstrap.datagrid
          .form(ctx)
          .replaceAll(
            'class="formio-drag-button',
            `tabindex="-1" aria-hidden="true" title="${escape(labels.dragRow)}" class="formio-drag-button`,
          ),
    },
    dialog: {
      form: () =>
        `<div class="formio-dialog formio-dialog-theme-default component-settings"><div class="formio-dialog-overlay" ref="dialogOverlay"></div><div class="formio-dialog-content" role="dialog" aria-modal="true" aria-labelledby="agora-edit-title"><div ref="dialogContents"></div><button type="button" class="formio-dialog-close float-right btn-sm" aria-label="${escape(
          labels.close,
        )}" ref="dialogClose"></button></div></div>`,
    },
  };
}
