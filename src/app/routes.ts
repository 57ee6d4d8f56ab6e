import { msg } from "@lingui/core/macro";
import { lazy } from "react";
import { flattenRoutes } from "./router/route-tree";
import type { AppRoute } from "./router/types";

/** One page for the builder's four tabs, each at an address of its own. */
const MembershipBuilderPage = lazy(
  () => import("./pages/admin/membership-builder/MembershipBuilderPage"),
);

/**
 * Every page of the dashboard, in one tree: groups give their pages a layout (Dashboard unless
 * set) and who may open them (public unless set); a page may set either for itself. The paths
 * live in src/core/pages, which the server reads for its 404s: later features add their path
 * there, then their page here.
 */
export const routes: AppRoute[] = flattenRoutes({
  groups: [
    {
      pages: {
        "/callouts": {
          page: lazy(() => import("./pages/callouts/CalloutsPage")),
          title: msg`Callouts`,
        },
        "/callouts/:id": {
          page: lazy(() => import("./pages/callouts/CalloutPage")),
          title: msg`Callout`,
          embeddable: true,
        },
        "/callouts/:id/respond": {
          page: lazy(() => import("./pages/callouts/RespondPage")),
          title: msg`Answer the callout`,
        },
        "/callouts/:id/thanks": {
          page: lazy(() => import("./pages/callouts/ThanksPage")),
          title: msg`Thank you`,
          embeddable: true,
        },
        "/callouts/:id/gallery": {
          page: lazy(() => import("./pages/callouts/GalleryPage")),
          title: msg`Gallery of responses`,
          layout: "Fullscreen",
          embeddable: true,
        },
        "/callouts/:id/map": {
          page: lazy(() => import("./pages/callouts/MapPage")),
          title: msg`Map of responses`,
          layout: "Fullscreen",
          embeddable: true,
        },
        "/_theme": {
          page: lazy(() => import("./pages/theme/ThemePage")),
          title: msg`Theme preview`,
          layout: "App",
        },
      },
    },
    {
      layout: "Auth",
      pages: {
        "/auth/login": {
          page: lazy(() => import("./pages/auth/LoginPage")),
          title: msg`Log in`,
        },
        "/join": {
          page: lazy(() => import("./pages/join/JoinPage")),
          title: msg`Join`,
          embeddable: true,
          hiddenInReviewerOnly: true,
        },
        "/join/complete": {
          page: lazy(() => import("./pages/join/JoinCompletePage")),
          title: msg`Join`,
          hiddenInReviewerOnly: true,
        },
        "/join/complete/return/:length": {
          page: lazy(() => import("./pages/join/JoinCompletePage")),
          title: msg`Join`,
          hiddenInReviewerOnly: true,
        },
        "/join/confirm-email": {
          page: lazy(() => import("./pages/join/ConfirmEmailNoticePage")),
          title: msg`Check your inbox`,
          hiddenInReviewerOnly: true,
        },
        "/join/confirm-email/:id": {
          page: lazy(() => import("./pages/join/ConfirmJoinPage")),
          title: msg`Confirm your email address`,
          hiddenInReviewerOnly: true,
        },
        "/join/failed": {
          page: lazy(() => import("./pages/join/JoinFailedPage")),
          title: msg`Join`,
          hiddenInReviewerOnly: true,
        },
        "/checkout/test/:id": {
          page: lazy(() => import("./pages/checkout/TestCheckoutPage")),
          title: msg`Test checkout`,
        },
        "/auth/forgot-password": {
          page: lazy(() => import("./pages/recovery/ForgotPasswordPage")),
          title: msg`Forgot password`,
        },
        "/auth/reset-password/:id": {
          page: lazy(() => import("./pages/recovery/ResetPasswordPage")),
          title: msg`Choose a new password`,
        },
        "/auth/set-password/:id": {
          page: lazy(() => import("./pages/recovery/SetPasswordPage")),
          title: msg`Set your password`,
        },
        "/auth/confirm-email/:id": {
          page: lazy(() => import("./pages/email-change/ConfirmEmailPage")),
          title: msg`Confirm your new email address`,
        },
        "/auth/lost-device": {
          page: lazy(() => import("./pages/recovery/LostDevicePage")),
          title: msg`Lost device`,
        },
        "/auth/reset-device/:id": {
          page: lazy(() => import("./pages/recovery/ResetDevicePage")),
          title: msg`Turn off two-factor authentication`,
        },
      },
    },
    {
      access: "login",
      pages: {
        "/": {
          page: lazy(() => import("./pages/home/HomePage")),
          title: msg`Home`,
          layout: "Loading",
        },
        "/profile": {
          page: lazy(() => import("./pages/profile/ProfilePage")),
          title: msg`Your profile`,
        },
        "/join/setup": {
          page: lazy(() => import("./pages/join/JoinSetupPage")),
          title: msg`Set up your account`,
          layout: "Auth",
          hiddenInReviewerOnly: true,
        },
        "/join/survey": {
          page: lazy(() => import("./pages/join/JoinSurveyPage")),
          title: msg`A few questions`,
          layout: "Auth",
          hiddenInReviewerOnly: true,
        },
        "/profile/contribution": {
          page: lazy(() => import("./pages/profile/contribution/ContributionPage")),
          title: msg`Contribution`,
          hiddenInReviewerOnly: true,
        },
        "/profile/contribution/cancel": {
          page: lazy(() => import("./pages/profile/contribution/CancelContributionPage")),
          title: msg`Cancel your contribution`,
          hiddenInReviewerOnly: true,
        },
        "/profile/contribution/complete": {
          page: lazy(() =>
            import("./pages/profile/contribution/ContributionReturnPage").then((module) => ({
              default: module.ContributionCompletePage,
            })),
          ),
          title: msg`Contribution`,
          hiddenInReviewerOnly: true,
        },
        "/profile/contribution/payment-method/complete": {
          page: lazy(() =>
            import("./pages/profile/contribution/ContributionReturnPage").then((module) => ({
              default: module.PaymentMethodCompletePage,
            })),
          ),
          title: msg`Contribution`,
          hiddenInReviewerOnly: true,
        },
        "/profile/account": {
          page: lazy(() => import("./pages/profile/account/AccountPage")),
          title: msg`Account`,
        },
      },
    },
    {
      // Admins, and contacts who review a callout: the server shows each only their callouts.
      access: "reviewer",
      pages: {
        "/admin/callouts": {
          page: lazy(() => import("./pages/admin/callouts/list/CalloutListPage")),
          title: msg`Callouts`,
        },
        "/admin/callouts/view/:id": {
          page: lazy(() => import("./pages/admin/callouts/overview/CalloutOverviewPage")),
          title: msg`Callout`,
        },
        "/admin/callouts/view/:id/responses": {
          page: lazy(() => import("./pages/admin/callouts/responses/ResponsesPage")),
          title: msg`Responses`,
        },
        "/admin/callouts/view/:id/responses/tags": {
          page: lazy(() => import("./pages/admin/callouts/tags/TagsPage")),
          title: msg`Tags and reviewers`,
        },
        "/admin/callouts/view/:id/responses/:rid": {
          page: lazy(() => import("./pages/admin/callouts/response/ResponsePage")),
          title: msg`Response`,
        },
      },
    },
    {
      access: "admin",
      pages: {
        "/admin": {
          page: lazy(() => import("./pages/admin/dashboard/AdminDashboardPage")),
          title: msg`Dashboard`,
        },
        "/admin/ui-toolkit": {
          page: lazy(() => import("./pages/admin/ui-toolkit/UiToolkitPage")),
          title: msg`UI toolkit`,
        },
        "/admin/payments": {
          page: lazy(() => import("./pages/admin/payments/PaymentsPage")),
          title: msg`Payments`,
        },
        "/admin/notices": {
          page: lazy(() => import("./pages/admin/notices/NoticesPage")),
          title: msg`Notices`,
        },
        "/admin/notices/add": {
          page: lazy(() => import("./pages/admin/notices/AddNoticePage")),
          title: msg`Add a notice`,
        },
        "/admin/notices/edit/:id": {
          page: lazy(() => import("./pages/admin/notices/EditNoticePage")),
          title: msg`Edit the notice`,
        },
        "/admin/notices/view/:id": {
          page: lazy(() => import("./pages/admin/notices/ViewNoticePage")),
          title: msg`Notice`,
        },
        "/admin/settings": {
          page: lazy(() => import("./pages/admin/settings/general/GeneralSettingsPage")),
          title: msg`Settings`,
        },
        "/admin/settings/theme": {
          page: lazy(() => import("./pages/admin/settings/theme/ThemeSettingsPage")),
          title: msg`Theme`,
        },
        "/admin/settings/payments": {
          page: lazy(() => import("./pages/admin/settings/payments/PaymentsSettingsPage")),
          title: msg`Payment settings`,
        },
        "/admin/settings/email": {
          page: lazy(() => import("./pages/admin/settings/email/EmailSettingsPage")),
          title: msg`Emails`,
        },
        "/admin/settings/email/:id": {
          page: lazy(() => import("./pages/admin/settings/email/EmailTemplatePage")),
          title: msg`Edit an email`,
        },
        "/admin/callouts/new": {
          page: lazy(() => import("./pages/admin/callouts/builder/CalloutBuilderPage")),
          title: msg`Create a callout`,
          layout: "FlexibleDashboard",
        },
        "/admin/callouts/edit/:id": {
          page: lazy(() => import("./pages/admin/callouts/builder/CalloutBuilderPage")),
          title: msg`Edit a callout`,
          layout: "FlexibleDashboard",
        },
        "/admin/contacts": {
          page: lazy(() => import("./pages/admin/contacts/list/ContactsPage")),
          title: msg`Contacts`,
        },
        "/admin/contacts/tags": {
          page: lazy(() => import("./pages/admin/contacts/tags/ContactTagsPage")),
          title: msg`Contact tags`,
        },
        "/admin/contacts/add": {
          page: lazy(() => import("./pages/admin/contacts/add/AddContactPage")),
          title: msg`Add a contact`,
        },
        "/admin/contacts/import": {
          page: lazy(() => import("./pages/admin/contacts/import/ImportPage")),
          title: msg`Import contacts`,
        },
        "/admin/contacts/:id": {
          page: lazy(() => import("./pages/admin/contacts/contact/ContactPage")),
          title: msg`Contact`,
        },
        "/admin/contacts/:id/account": {
          page: lazy(() => import("./pages/admin/contacts/contact/account/ContactAccountPage")),
          title: msg`Contact's account`,
        },
        "/admin/contacts/:id/contribution": {
          page: lazy(
            () => import("./pages/admin/contacts/contact/contribution/ContactContributionPage"),
          ),
          title: msg`Contact's contribution`,
        },
        "/admin/contacts/:id/callouts": {
          page: lazy(() => import("./pages/admin/contacts/contact/callouts/ContactCalloutsPage")),
          title: msg`Contact's callouts`,
        },
        "/admin/contacts/:id/activity": {
          page: lazy(() => import("./pages/admin/contacts/contact/ContactActivityPage")),
          title: msg`Contact's activity`,
        },
        "/admin/settings/api-keys": {
          page: lazy(() => import("./pages/admin/settings/api-keys/ApiKeysPage")),
          title: msg`API keys`,
        },
        "/admin/settings/newsletter": {
          page: lazy(() => import("./pages/admin/settings/newsletter/NewsletterPage")),
          title: msg`Newsletter`,
        },
        "/admin/membership-builder": {
          page: MembershipBuilderPage,
          title: msg`Membership builder`,
        },
        "/admin/membership-builder/confirmation": {
          page: MembershipBuilderPage,
          title: msg`Membership builder`,
        },
        "/admin/membership-builder/intro": {
          page: MembershipBuilderPage,
          title: msg`Membership builder`,
        },
        "/admin/membership-builder/email": {
          page: MembershipBuilderPage,
          title: msg`Membership builder`,
        },
        "/admin/membership-builder/embed": {
          page: MembershipBuilderPage,
          title: msg`Membership builder`,
        },
      },
    },
    {
      access: "superadmin",
      pages: {
        "/admin/settings/api": {
          page: lazy(() => import("./pages/admin/settings/api/ApiReferencePage")),
          title: msg`API reference`,
        },
        "/admin/settings/webhooks": {
          page: lazy(() => import("./pages/admin/settings/outbound-webhooks/WebhooksPage")),
          title: msg`Webhooks`,
        },
      },
    },
  ],
});
