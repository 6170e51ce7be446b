import { zodToOpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import type { z } from "zod";
import {
  addressCreated,
  address,
  addressDeleted,
  addressList,
  accountMessage,
  authResponse,
  createAddressInput,
  customerProfile,
  customerProfileResponse,
  loginInput,
  marketingPreference,
  marketingPreferenceResponse,
  passwordChangeInput,
  passwordResetInput,
  passwordResetRequestInput,
  registerInput,
  setMarketingInput,
  updateAddressInput,
  updateProfileInput,
} from "../account/schemas";
import {
  billingRunInput,
  billingRunResult,
  billingSettings,
  billingSettingsEnvelope,
  billingSettingsPatch,
  operatorSubscription,
  operatorSubscriptionList,
  operatorSubscriptionResponse,
  renewal,
  renewalAttempt,
  renewalFailureCode,
  renewalList,
} from "../billing/schemas";
import {
  blogIndex,
  blogPostDetail,
  blogPostSummary,
  operatorPost,
  operatorPostList,
  operatorPostPatch,
  operatorPostCreate,
  operatorPostResponse,
  operatorPostSummary,
} from "../blog/schemas";
import {
  addCartLineInput,
  cart,
  cartEnvelope,
  cartLine,
  cartResponse,
  cartTicketLine,
  createCartInput,
  mergeCartInput,
  updateCartInput,
  updateCartLineInput,
} from "../cart/schemas";
import {
  catalogImage,
  collectionList,
  collectionResponse,
  collectionSummary,
  eventDetail,
  eventList,
  eventListItem,
  eventOccurrence,
  eventResponse,
  catalogDeleted,
  createCollectionInput,
  createProductInput,
  operatorCollectionDetail,
  operatorImage,
  productVariantInput,
  variantPriceInput,
  productOptionInput,
  productSeoInput,
  operatorCollectionList,
  operatorCollectionListItem,
  operatorCollectionPatch,
  operatorCollectionResponse,
  operatorEvent,
  operatorEventPatch,
  createEventInput,
  eventStatus,
  ticketPriceInput,
  ticketTypeInput,
  ticketTypePatchInput,
  operatorTicketPrice,
  operatorTicketType,
  operatorEventResponse,
  operatorMarketPrice,
  operatorMarketPriceInput,
  operatorProduct,
  operatorProductList,
  operatorProductListItem,
  operatorProductPatch,
  operatorProductResponse,
  productImport,
  productImportAccepted,
  productImportError,
  productImportInput,
  productImportResponse,
  productImportStatus,
  productDetail,
  productList,
  productListItem,
  productResponse,
  productStatus,
  ticketPrice,
} from "../catalog/schemas";
import {
  checkoutInput,
  guestAddress,
  guestCheckoutInput,
  guestPaymentSetup,
  guestPlacedOrder,
  guestPlacedOrderResponse,
  placedOrder,
  placedOrderResponse,
} from "../checkout/schemas";
import {
  cmsPageDetail,
  cmsPageList,
  cmsPageListItem,
  htmlPreview,
  htmlPreviewInput,
  htmlPreviewResponse,
  previewLink,
  previewLinkResponse,
  operatorPage,
  operatorPageList,
  operatorPagePatch,
  operatorPageCreate,
  contentDeleted,
  operatorPageResponse,
} from "../cms/schemas";
import {
  addDiscountCodeInput,
  cartDiscountCode,
  createDiscountInput,
  discount,
  discountEnvelope,
  discountList,
  updateDiscountInput,
} from "../discounts/schemas";
import { errorCode, messageError, movedError, subscriptionNotFoundError, validationError } from "../errors/schemas";
import { jsonObject, jsonValue } from "../json/schemas";
import { jobKind, jobStatus, operatorJob, operatorJobList } from "../jobs/schemas";
import { dashboardRevenue, operatorDashboard, operatorDashboardResponse } from "../dashboard/schemas";
import {
  analyticsEventInput,
  analyticsEventsAccepted,
  analyticsEventsInput,
  analyticsFunnel,
  analyticsFunnelResponse,
  analyticsOverview,
  analyticsOverviewResponse,
  funnelStep,
  overviewTotals,
  salesFigures,
  subscriptionReport,
  subscriptionReportResponse,
} from "../analytics/schemas";
import { market, marketResponse } from "../market/schemas";
import {
  messageHandledFilter,
  messageInput,
  messageSubmitted,
  operatorMessage,
  operatorMessageList,
  operatorMessageResponse,
} from "../messages/schemas";
import {
  buyAgainFailed,
  buyAgainSucceeded,
  fulfilInput,
  fulfilment,
  orderAddress,
  orderCard,
  orderDetail,
  orderDetailLine,
  orderDetailResponse,
  orderKind,
  orderLine,
  orderLineKind,
  orderList,
  orderRefund,
  orderStatus,
  orderSummary,
  orderTotals,
  operatorOrderList,
  operatorOrderSummary,
  refundInput,
} from "../orders/schemas";
import {
  fulfilmentStatus,
  operatorOrderDetail,
  operatorOrderDetailResponse,
  operatorOrderLine,
  orderNote,
  orderNoteInput,
  orderNoteResponse,
  orderSummaryRow,
  orderTimelineEvent,
  paymentStatus,
} from "../orders/operator-order-schemas";
import {
  currencyAmount,
  customerConsent,
  customerOrder,
  customerSubscription,
  operatorCustomerDetail,
  operatorCustomerDetailResponse,
  operatorCustomerList,
  operatorCustomerSummary,
} from "../customers/schemas";
import { cursorPageMeta, pageCountMeta, pageMeta } from "../pagination/schemas";
import {
  cardType,
  completedPaymentSetup,
  completePaymentSetupInput,
  defaultPaymentMethod,
  paymentMethodDeleted,
  paymentMethodType,
  paymentProvider,
  paymentSetup,
  paymentSetupInput,
  reconcileInput,
  reconcileResult,
  savedPaymentMethod,
  savedPaymentMethodList,
} from "../payments/schemas";
import { orderTotals as cartTotals, taxLine } from "../pricing/schemas";
import {
  pointsHistory,
  pointsHistoryDisabled,
  pointsHistoryResponse,
  pointsMetadata,
  pointsTransaction,
  pointsTransactionType,
  rewardsSummary,
  rewardsSummaryEnvelope,
} from "../rewards/schemas";
import { searchResponse } from "../search/schemas";
import { corsSettings, corsSettingsEnvelope, corsSettingsPatch } from "../tenants/schemas";
import { shippingRate, shippingRateList } from "../shipping/schemas";
import {
  availableItem,
  availableItemVariant,
  operatorPackagePatch,
  pauseInput,
  renewalStatus,
  renewalSummary,
  subscribeInput,
  subscriptionAddress,
  subscriptionCancelled,
  subscriptionCard,
  subscriptionConfiguration,
  subscriptionConfigurationResponse,
  subscriptionItem,
  subscriptionList,
  subscriptionPatch,
  subscriptionResponse,
  subscriptionStatus,
  subscriptionSummary,
} from "../subscriptions/schemas";
import {
  createMarketInput,
  createShippingRateInput,
  createTaxRateInput,
  operatorMarket,
  operatorMarketEnvelope,
  operatorMarketList,
  operatorShippingRate,
  operatorShippingRateEnvelope,
  operatorShippingRateList,
  operatorTaxRate,
  operatorTaxRateEnvelope,
  operatorTaxRateList,
  settingDeleted,
  storeAddress,
  storeSettings,
  storeSettingsEnvelope,
  storeSettingsPatch,
  updateMarketInput,
  updateShippingRateInput,
  updateTaxRateInput,
} from "../settings/schemas";
import {
  createdWebhook,
  createdWebhookEnvelope,
  createWebhookInput,
  webhook,
  webhookDeleted,
  webhookDelivery,
  webhookDeliveryList,
  webhookDeliveryStatus,
  webhookEventType,
  webhookList,
} from "../webhooks/schemas";
import {
  auditEntry,
  auditLogPage,
  changeStaffPasswordInput,
  createStaffInput,
  operatorIdentity,
  staffList,
  staffLoginInput,
  staffMember,
  staffMemberResponse,
  staffMessage,
  staffRole,
  staffSession,
  updateStaffInput,
} from "../staff/schemas";
import { rewardsSettings, rewardsSettingsEnvelope, rewardsSettingsPatch } from "../rewards/schemas";
import { media, mediaEnvelope, mediaList, mediaPatch, uploadMediaInput } from "../media/schemas";
import {
  addOccurrenceInput,
  cancelledOccurrenceEnvelope,
  cancelOccurrenceInput,
  checkInInput,
  confirmWaitlistInput,
  holdTicketsInput,
  joinWaitlistInput,
  occurrenceEnvelope,
  runTicketPassInput,
  ticket,
  ticketEnvelope,
  ticketList,
  ticketPassReport,
  operatorEventList,
  operatorEventSummary,
  operatorOccurrence,
  ticketStatus,
  waitlistEntry,
  waitlistEnvelope,
  waitlistStatus,
} from "../tickets/schemas";

import {
  createFormInput,
  formChallenge,
  consentValue,
  formField,
  formFieldInput,
  formValue,
  formValues,
  formStatus,
  formSubmission,
  formSubmissionList,
  formSubmissionResponse,
  formSubmitted,
  operatorForm,
  operatorFormList,
  operatorFormResponse,
  publicForm,
  publicFormResponse,
  submissionsErased,
  submitFormInput,
  updateFormInput,
} from "../forms/schemas";
import { formEventData, messageEventData, settingsEventData, subscriptionEventData, ticketEventData } from "./webhook-payloads";

/**
 * Component names: each schema becomes `#/components/schemas/<Name>` and every use a `$ref` (what
 * `.openapi("Name")` registers, applied here so domain modules stay free of OpenAPI). Every request body, success
 * body, `{data}` envelope and error body of an operation is named (tests/unit/openapi-names.test.ts fails on an
 * inline one), and so are the records inside them and the closed sets. Conventions: `XInput` / `XPatch` for request
 * bodies, `XResponse` for `{data: X}`, `XList` for `{data: [X]}`, `XError` for error bodies.
 */
const components: Record<string, z.ZodType> = {
  // Errors (lib/errors/schemas.ts)
  ErrorCode: errorCode,
  MessageError: messageError,
  ValidationError: validationError,
  SubscriptionNotFoundError: subscriptionNotFoundError,
  MovedError: movedError,
  BuyAgainFailed: buyAgainFailed,

  // Account
  Address: address,
  AddressList: addressList,
  AddressCreated: addressCreated,
  AddressDeleted: addressDeleted,
  AccountMessage: accountMessage,
  AuthResponse: authResponse,
  CreateAddressInput: createAddressInput,
  UpdateAddressInput: updateAddressInput,
  CustomerProfile: customerProfile,
  CustomerProfileResponse: customerProfileResponse,
  UpdateProfileInput: updateProfileInput,
  MarketingPreference: marketingPreference,
  MarketingPreferenceResponse: marketingPreferenceResponse,
  SetMarketingInput: setMarketingInput,
  LoginInput: loginInput,
  RegisterInput: registerInput,
  PasswordChangeInput: passwordChangeInput,
  PasswordResetRequestInput: passwordResetRequestInput,
  PasswordResetInput: passwordResetInput,

  // CMS and blog
  BlogIndex: blogIndex,
  BlogPost: blogPostDetail,
  BlogPostSummary: blogPostSummary,
  OperatorPost: operatorPost,
  OperatorPostPatch: operatorPostPatch,
  OperatorPostInput: operatorPostCreate,
  OperatorPostResponse: operatorPostResponse,
  CmsPage: cmsPageDetail,
  CmsPageList: cmsPageList,
  CmsPageListItem: cmsPageListItem,
  OperatorPage: operatorPage,
  OperatorPagePatch: operatorPagePatch,
  OperatorPageInput: operatorPageCreate,
  ContentDeleted: contentDeleted,
  OperatorPageResponse: operatorPageResponse,
  OperatorPageList: operatorPageList,
  OperatorPostSummary: operatorPostSummary,
  OperatorPostList: operatorPostList,
  HtmlPreviewInput: htmlPreviewInput,
  HtmlPreview: htmlPreview,
  HtmlPreviewResponse: htmlPreviewResponse,
  PreviewLink: previewLink,
  PreviewLinkResponse: previewLinkResponse,

  // Carts
  Cart: cart,
  CartLine: cartLine,
  CartResponse: cartEnvelope,
  AccountCartResponse: cartResponse,
  CartTotals: cartTotals,
  TaxLine: taxLine,
  CreateCartInput: createCartInput,
  UpdateCartInput: updateCartInput,
  AddCartLineInput: addCartLineInput,
  UpdateCartLineInput: updateCartLineInput,
  MergeCartInput: mergeCartInput,

  // Catalogue
  CatalogImage: catalogImage,
  ProductListItem: productListItem,
  ProductDetail: productDetail,
  ProductList: productList,
  ProductResponse: productResponse,
  ProductStatus: productStatus,
  CollectionSummary: collectionSummary,
  CollectionList: collectionList,
  CollectionResponse: collectionResponse,
  EventListItem: eventListItem,
  EventDetail: eventDetail,
  EventOccurrence: eventOccurrence,
  TicketPrice: ticketPrice,
  EventList: eventList,
  EventResponse: eventResponse,
  ShippingRate: shippingRate,
  ShippingRateList: shippingRateList,
  OperatorProduct: operatorProduct,
  OperatorProductPatch: operatorProductPatch,
  OperatorProductResponse: operatorProductResponse,
  OperatorProductList: operatorProductList,
  OperatorProductListItem: operatorProductListItem,
  OperatorMarketPrice: operatorMarketPrice,
  OperatorMarketPriceInput: operatorMarketPriceInput,
  CreateProductInput: createProductInput,
  ProductImportInput: productImportInput,
  ProductImportAccepted: productImportAccepted,
  ProductImport: productImport,
  ProductImportResponse: productImportResponse,
  ProductImportError: productImportError,
  ProductImportStatus: productImportStatus,
  ProductVariantInput: productVariantInput,
  VariantPriceInput: variantPriceInput,
  ProductOptionInput: productOptionInput,
  ProductSeoInput: productSeoInput,
  OperatorImage: operatorImage,
  CreateCollectionInput: createCollectionInput,
  OperatorCollectionDetail: operatorCollectionDetail,
  CatalogDeleted: catalogDeleted,
  OperatorCollectionPatch: operatorCollectionPatch,
  OperatorCollectionResponse: operatorCollectionResponse,
  OperatorCollectionList: operatorCollectionList,
  OperatorCollectionListItem: operatorCollectionListItem,
  OperatorEvent: operatorEvent,
  OperatorEventPatch: operatorEventPatch,
  OperatorEventInput: createEventInput,
  EventStatus: eventStatus,
  TicketPriceInput: ticketPriceInput,
  TicketTypeInput: ticketTypeInput,
  TicketTypePatchInput: ticketTypePatchInput,
  OperatorTicketPrice: operatorTicketPrice,
  OperatorTicketType: operatorTicketType,
  OperatorEventResponse: operatorEventResponse,

  // Checkout and orders
  CheckoutInput: checkoutInput,
  GuestCheckoutInput: guestCheckoutInput,
  GuestAddress: guestAddress,
  GuestPaymentSetup: guestPaymentSetup,
  CheckoutOrder: placedOrder,
  CheckoutOrderResponse: placedOrderResponse,
  GuestCheckoutOrder: guestPlacedOrder,
  GuestCheckoutOrderResponse: guestPlacedOrderResponse,
  BuyAgainSucceeded: buyAgainSucceeded,
  OrderLine: orderLine,
  OrderList: orderList,
  OrderSummary: orderSummary,
  OrderStatus: orderStatus,
  OrderKind: orderKind,
  OrderLineKind: orderLineKind,
  OrderDetail: orderDetail,
  OrderDetailLine: orderDetailLine,
  OrderDetailResponse: orderDetailResponse,
  OrderTotals: orderTotals,
  OrderAddress: orderAddress,
  OrderCard: orderCard,
  OrderRefund: orderRefund,
  Fulfilment: fulfilment,
  FulfilInput: fulfilInput,
  RefundInput: refundInput,
  OperatorOrderSummary: operatorOrderSummary,
  OperatorOrderList: operatorOrderList,
  PaymentStatus: paymentStatus,
  FulfilmentStatus: fulfilmentStatus,
  OperatorOrderLine: operatorOrderLine,
  OrderSummaryRow: orderSummaryRow,
  OrderNote: orderNote,
  OrderNoteInput: orderNoteInput,
  OrderNoteResponse: orderNoteResponse,
  OrderTimelineEvent: orderTimelineEvent,
  OperatorOrderDetail: operatorOrderDetail,
  OperatorOrderDetailResponse: operatorOrderDetailResponse,

  // Customers (the back office)
  CurrencyAmount: currencyAmount,
  OperatorCustomerSummary: operatorCustomerSummary,
  OperatorCustomerList: operatorCustomerList,
  CustomerOrder: customerOrder,
  CustomerSubscription: customerSubscription,
  CustomerConsent: customerConsent,
  OperatorCustomerDetail: operatorCustomerDetail,
  OperatorCustomerDetailResponse: operatorCustomerDetailResponse,

  // Discounts
  Discount: discount,
  DiscountResponse: discountEnvelope,
  DiscountList: discountList,
  CreateDiscountInput: createDiscountInput,
  UpdateDiscountInput: updateDiscountInput,
  AddDiscountCodeInput: addDiscountCodeInput,
  CartDiscountCode: cartDiscountCode,

  // Markets, messages, search, pagination
  Market: market,
  MarketResponse: marketResponse,
  MessageInput: messageInput,
  MessageSubmitted: messageSubmitted,
  OperatorMessage: operatorMessage,
  OperatorMessageList: operatorMessageList,
  OperatorMessageResponse: operatorMessageResponse,
  MessageHandledFilter: messageHandledFilter,

  // The back office's dashboard
  OperatorDashboard: operatorDashboard,
  OperatorDashboardResponse: operatorDashboardResponse,
  DashboardRevenue: dashboardRevenue,
  SearchResponse: searchResponse,
  PageMeta: pageMeta,
  CursorPageMeta: cursorPageMeta,
  PageCountMeta: pageCountMeta,

  // Payments
  PaymentSetupInput: paymentSetupInput,
  PaymentSetup: paymentSetup,
  CompletePaymentSetupInput: completePaymentSetupInput,
  SavedPaymentMethod: savedPaymentMethod,
  SavedPaymentMethodList: savedPaymentMethodList,
  SavedPaymentMethodResponse: defaultPaymentMethod,
  PaymentMethodDeleted: paymentMethodDeleted,
  CompletedPaymentSetup: completedPaymentSetup,
  PaymentProvider: paymentProvider,
  PaymentMethodType: paymentMethodType,
  CardType: cardType,
  ReconcileInput: reconcileInput,
  ReconcileResult: reconcileResult,

  // Rewards
  PointsHistory: pointsHistory,
  PointsHistoryDisabled: pointsHistoryDisabled,
  PointsHistoryResponse: pointsHistoryResponse,
  PointsTransaction: pointsTransaction,
  PointsTransactionType: pointsTransactionType,
  PointsMetadata: pointsMetadata,
  RewardsSummary: rewardsSummary,
  RewardsSummaryResponse: rewardsSummaryEnvelope,

  // Subscriptions and billing
  AvailableItem: availableItem,
  AvailableItemVariant: availableItemVariant,
  OperatorPackagePatch: operatorPackagePatch,
  SubscribeInput: subscribeInput,
  SubscriptionPatch: subscriptionPatch,
  PauseInput: pauseInput,
  SubscriptionCancelled: subscriptionCancelled,
  SubscriptionConfiguration: subscriptionConfiguration,
  SubscriptionConfigurationResponse: subscriptionConfigurationResponse,
  SubscriptionItem: subscriptionItem,
  SubscriptionCard: subscriptionCard,
  SubscriptionAddress: subscriptionAddress,
  SubscriptionList: subscriptionList,
  SubscriptionResponse: subscriptionResponse,
  SubscriptionStatus: subscriptionStatus,
  Subscription: subscriptionSummary,
  CorsSettings: corsSettings,
  CorsSettingsPatch: corsSettingsPatch,
  CorsSettingsResponse: corsSettingsEnvelope,
  // Webhooks
  RewardsSettings: rewardsSettings,
  RewardsSettingsResponse: rewardsSettingsEnvelope,
  RewardsSettingsPatch: rewardsSettingsPatch,
  StaffRole: staffRole,
  StaffMember: staffMember,
  StaffMemberResponse: staffMemberResponse,
  StaffList: staffList,
  StaffLoginInput: staffLoginInput,
  StaffSession: staffSession,
  CreateStaffInput: createStaffInput,
  StaffPatch: updateStaffInput,
  StaffPasswordChangeInput: changeStaffPasswordInput,
  StaffMessage: staffMessage,
  OperatorIdentity: operatorIdentity,
  AuditEntry: auditEntry,
  JsonObject: jsonObject,
  JsonValue: jsonValue,
  AuditLogPage: auditLogPage,
  Webhook: webhook,
  WebhookList: webhookList,
  CreateWebhookInput: createWebhookInput,
  CreatedWebhook: createdWebhook,
  CreatedWebhookResponse: createdWebhookEnvelope,
  WebhookDeleted: webhookDeleted,
  WebhookEventType: webhookEventType,
  WebhookDelivery: webhookDelivery,
  WebhookDeliveryList: webhookDeliveryList,
  WebhookDeliveryStatus: webhookDeliveryStatus,
  RenewalSummary: renewalSummary,
  RenewalStatus: renewalStatus,
  Renewal: renewal,
  RenewalAttempt: renewalAttempt,
  RenewalFailureCode: renewalFailureCode,
  RenewalList: renewalList,
  BillingRunInput: billingRunInput,
  BillingRunResult: billingRunResult,
  BillingSettings: billingSettings,
  BillingSettingsResponse: billingSettingsEnvelope,
  BillingSettingsPatch: billingSettingsPatch,
  OperatorSubscription: operatorSubscription,
  OperatorSubscriptionList: operatorSubscriptionList,
  OperatorSubscriptionResponse: operatorSubscriptionResponse,
  JobStatus: jobStatus,
  JobKind: jobKind,
  OperatorJob: operatorJob,
  OperatorJobList: operatorJobList,

  // Tickets
  Ticket: ticket,
  TicketStatus: ticketStatus,
  TicketList: ticketList,
  TicketResponse: ticketEnvelope,
  CartTicketLine: cartTicketLine,
  HoldTicketsInput: holdTicketsInput,
  CheckInInput: checkInInput,
  JoinWaitlistInput: joinWaitlistInput,
  ConfirmWaitlistInput: confirmWaitlistInput,
  WaitlistEntry: waitlistEntry,
  WaitlistStatus: waitlistStatus,
  WaitlistEntryResponse: waitlistEnvelope,
  AddOccurrenceInput: addOccurrenceInput,
  OccurrenceResponse: occurrenceEnvelope,
  CancelOccurrenceInput: cancelOccurrenceInput,
  CancelledOccurrenceResponse: cancelledOccurrenceEnvelope,
  RunTicketPassInput: runTicketPassInput,
  TicketPassReport: ticketPassReport,
  OperatorOccurrence: operatorOccurrence,
  OperatorEventSummary: operatorEventSummary,
  OperatorEventList: operatorEventList,

  // Media library
  Media: media,
  MediaResponse: mediaEnvelope,
  MediaList: mediaList,
  MediaPatch: mediaPatch,
  UploadMediaInput: uploadMediaInput,

  // Settings
  StoreSettings: storeSettings,
  StoreSettingsResponse: storeSettingsEnvelope,
  StoreSettingsPatch: storeSettingsPatch,
  StoreAddressInput: storeAddress,
  OperatorMarket: operatorMarket,
  OperatorMarketResponse: operatorMarketEnvelope,
  OperatorMarketList: operatorMarketList,
  CreateMarketInput: createMarketInput,
  MarketPatch: updateMarketInput,
  OperatorTaxRate: operatorTaxRate,
  OperatorTaxRateResponse: operatorTaxRateEnvelope,
  OperatorTaxRateList: operatorTaxRateList,
  CreateTaxRateInput: createTaxRateInput,
  TaxRatePatch: updateTaxRateInput,
  OperatorShippingRate: operatorShippingRate,
  OperatorShippingRateResponse: operatorShippingRateEnvelope,
  OperatorShippingRateList: operatorShippingRateList,
  CreateShippingRateInput: createShippingRateInput,
  ShippingRatePatch: updateShippingRateInput,
  SettingDeleted: settingDeleted,

  // Forms
  FormField: formField,
  FormFieldInput: formFieldInput,
  FormValue: formValue,
  FormValues: formValues,
  ConsentValue: consentValue,
  FormStatus: formStatus,
  CreateFormInput: createFormInput,
  FormPatch: updateFormInput,
  OperatorForm: operatorForm,
  OperatorFormResponse: operatorFormResponse,
  OperatorFormList: operatorFormList,
  FormSubmission: formSubmission,
  FormSubmissionResponse: formSubmissionResponse,
  FormSubmissionList: formSubmissionList,
  FormSubmissionsErased: submissionsErased,
  FormChallenge: formChallenge,
  PublicForm: publicForm,
  PublicFormResponse: publicFormResponse,
  SubmitFormInput: submitFormInput,
  FormSubmitted: formSubmitted,

  // The data of webhook deliveries (lib/api/webhook-payloads.ts; the deliveries themselves are named `<Event>Webhook`)
  SubscriptionEventData: subscriptionEventData,
  MessageEventData: messageEventData,
  FormEventData: formEventData,
  TicketEventData: ticketEventData,
  SettingsEventData: settingsEventData,
  AnalyticsEvent: analyticsEventInput,
  AnalyticsEventsInput: analyticsEventsInput,
  AnalyticsEventsAccepted: analyticsEventsAccepted,
  AnalyticsSalesFigures: salesFigures,
  AnalyticsTotals: overviewTotals,
  AnalyticsOverview: analyticsOverview,
  AnalyticsOverviewResponse: analyticsOverviewResponse,
  AnalyticsFunnelStep: funnelStep,
  AnalyticsFunnel: analyticsFunnel,
  AnalyticsFunnelResponse: analyticsFunnelResponse,
  SubscriptionAnalytics: subscriptionReport,
  SubscriptionAnalyticsResponse: subscriptionReportResponse,
};

/**
 * The records a client may want to hold that sit inside another component without a schema of their own in their
 * domain module (a search result, an order's tax line, a guest's payment…): each named by where it sits,
 * `Component.field`, with `[]` for an array's items. A path that no longer leads to an object throws, so the
 * document never silently loses a name.
 */
const nestedComponents: Record<string, string> = {
  // Catalogue
  "ProductListItem.options[]": "ProductOption",
  "ProductDetail.variants[]": "ProductVariant",
  "ProductDetail.collections[]": "ProductCollection",
  "ProductDetail.packages[]": "ProductPackage",
  "ProductDetail.seo": "ProductSeo",
  "CollectionResponse.data": "CollectionDetail",
  "CollectionDetail.seo": "CollectionSeo",
  "EventOccurrence.ticketTypes[]": "EventTicketType",
  "OperatorProduct.seo": "OperatorProductSeo",
  "OperatorProduct.collections[]": "OperatorProductCollection",
  "OperatorProduct.variants[]": "OperatorVariant",
  "OperatorVariant.prices[]": "OperatorVariantPrice",
  "ProductImportAccepted.data": "ProductImportJob",
  "CartLine.image": "CartLineImage",

  // Content
  "BlogPostSummary.author": "BlogPostAuthor",
  "BlogPost.seo": "BlogPostSeo",
  "BlogPost.collections[]": "BlogPostCollection",
  "CmsPage.seo": "CmsPageSeo",

  // Checkout, orders, customers, discounts
  "GuestCheckoutInput.payment": "GuestPaymentInput",
  "OrderSummary.taxLines[]": "OrderTaxLine",
  "OperatorCustomerDetail.marketingConsent": "MarketingConsent",
  "Discount.appliesTo": "DiscountAppliesTo",
  "CreateDiscountInput.appliesTo": "DiscountAppliesToInput",
  "ReconcileResult.data": "Reconciliation",
  "PointsTransaction.order": "PointsTransactionOrder",

  // Search
  "SearchResponse.results": "SearchResults",
  "SearchResults.products[]": "SearchProduct",
  "SearchResults.pages[]": "SearchPage",
  "SearchResults.collections[]": "SearchCollection",
  "SearchResults.events[]": "SearchEvent",
  "SearchResults.subscriptionPackages[]": "SearchSubscriptionPackage",
  "AvailableItem.image": "ProductImage",
  "SearchCollection.image": "SearchImage",

  // Subscriptions and billing
  "SubscribeInput.items[]": "SubscriptionItemInput",
  "BillingRunResult.data": "BillingRun",

  // Tickets
  "Ticket.event": "TicketEvent",
  "Ticket.occurrence": "TicketOccurrence",
  "OccurrenceResponse.data": "Occurrence",
  "CancelledOccurrenceResponse.data": "CancelledOccurrence",
  "TicketPassReport.data": "TicketPass",
  "OperatorOccurrence.revenue[]": "OccurrenceRevenue",

  // The back office
  "OperatorDashboard.setup": "DashboardSetup",
  "OperatorIdentity.data": "CurrentOperator",
  "CurrentOperator.staff": "CurrentStaffMember",
  "WebhookDeleted.data": "DeletedWebhook",
  "StoreSettings.address": "StoreAddress",
  "FormSubmissionsErased.data": "ErasedSubmissions",
  "FormChallenge.parameters": "FormChallengeParameters",
  "FormSubmitted.data": "FormSubmittedData",

  // Analytics
  "AnalyticsSalesFigures.byKind[]": "AnalyticsSalesByKind",
  "AnalyticsOverview.series[]": "AnalyticsDay",
  "AnalyticsOverview.topProducts[]": "AnalyticsTopProduct",
  "AnalyticsOverview.topPages[]": "AnalyticsTopPage",
  "AnalyticsOverview.referrers[]": "AnalyticsReferrer",
  "AnalyticsOverview.countries[]": "AnalyticsCountry",
  "SubscriptionAnalytics.mrr[]": "SubscriptionMrrPoint",
  "SubscriptionAnalytics.cohorts[]": "SubscriptionCohort",
};

/** The schema inside the wrappers that do not change its shape (optional, nullable, default, readonly, lazy). */
function unwrapped(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; getter?: () => z.ZodType } } })._zod.def;
  if (def.innerType && ["optional", "nullable", "default", "prefault", "readonly", "nonoptional", "catch"].includes(def.type))
    return unwrapped(def.innerType);
  if (def.type === "lazy" && def.getter) return unwrapped(def.getter());
  return schema;
}

/** The schema at `path` (`field.field[]…`) inside `schema`. */
function schemaAt(schema: z.ZodType, path: string[], where: string): z.ZodType {
  let current = unwrapped(schema);
  for (const step of path) {
    const [, field, items] = /^([^[\]]+)((?:\[\])*)$/.exec(step) ?? [];
    const def = (current as unknown as { _zod: { def: { type: string; shape?: Record<string, z.ZodType> } } })._zod.def;
    const next = def.type === "object" ? def.shape?.[field!] : undefined;
    if (!next) throw new Error(`Naming ${where}: no field ${step} there.`);
    current = unwrapped(next);
    for (let i = 0; i < (items?.length ?? 0) / 2; i++) {
      const arrayDef = (current as unknown as { _zod: { def: { type: string; element?: z.ZodType } } })._zod.def;
      if (arrayDef.type !== "array" || !arrayDef.element) throw new Error(`Naming ${where}: ${step} is not a list.`);
      current = unwrapped(arrayDef.element);
    }
  }
  if ((current as unknown as { _zod: { def: { type: string } } })._zod.def.type !== "object")
    throw new Error(`Naming ${where}: not an object.`);
  return current;
}

/** The nested records, by name (each path read from a component named before it). */
function nestedOf(named: Record<string, z.ZodType>): Record<string, z.ZodType> {
  const all = { ...named };
  for (const [where, name] of Object.entries(nestedComponents)) {
    const [parent, ...path] = where.split(".");
    const container = all[parent!];
    if (!container) throw new Error(`Naming ${where}: no component ${parent}.`);
    if (all[name]) throw new Error(`Naming ${where}: ${name} is taken.`);
    all[name] = schemaAt(container, path, where);
  }
  return all;
}

let named = false;

/** Names the shared schemas (once per process) before the document is generated; returns them, by name. */
export function nameComponents(extra: Record<string, z.ZodType> = {}): Record<string, z.ZodType> {
  const all = nestedOf({ ...components, ...extra });
  if (named) return all;
  named = true;
  const nameOf = new Map<z.ZodType, string>();
  for (const [name, schema] of Object.entries(all)) {
    const taken = nameOf.get(schema);
    if (taken) throw new Error(`One schema named twice: ${taken} and ${name}.`);
    nameOf.set(schema, name);
    const current = (zodToOpenAPIRegistry.get(schema) ?? {}) as { _internal?: Record<string, unknown> };
    zodToOpenAPIRegistry.add(schema, { ...current, _internal: { ...current._internal, refId: name } });
  }
  return all;
}
