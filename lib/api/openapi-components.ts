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
  passwordChangeInput,
  passwordResetInput,
  passwordResetRequestInput,
  registerInput,
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
  renewal,
  renewalAttempt,
  renewalFailureCode,
  renewalList,
} from "../billing/schemas";
import { blogIndex, blogPostDetail, blogPostSummary, operatorPost, operatorPostPatch, operatorPostResponse } from "../blog/schemas";
import {
  addCartLineInput,
  cart,
  cartEnvelope,
  cartLine,
  cartResponse,
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
  operatorCollection,
  operatorCollectionPatch,
  operatorCollectionResponse,
  operatorEvent,
  operatorEventPatch,
  operatorEventResponse,
  operatorProduct,
  operatorProductPatch,
  operatorProductResponse,
  productDetail,
  productList,
  productListItem,
  productResponse,
  productStatus,
  ticketPrice,
} from "../catalog/schemas";
import { checkoutInput, guestAddress, guestCheckoutInput, guestPaymentSetup, placedOrder, placedOrderResponse } from "../checkout/schemas";
import { cmsPageDetail, cmsPageList, cmsPageListItem, operatorPage, operatorPagePatch, operatorPageResponse } from "../cms/schemas";
import {
  addDiscountCodeInput,
  cartDiscountCode,
  createDiscountInput,
  discount,
  discountEnvelope,
  discountList,
  updateDiscountInput,
} from "../discounts/schemas";
import { messageError, subscriptionNotFoundError, validationError } from "../errors/schemas";
import { jobStatus, operatorJob, operatorJobList } from "../jobs/schemas";
import { market, marketResponse } from "../market/schemas";
import { messageInput, messageSubmitted } from "../messages/schemas";
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
import { pageMeta } from "../pagination/schemas";
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
import { corsSettings, corsSettingsPatch } from "../tenants/schemas";
import { shippingRate, shippingRateList } from "../shipping/schemas";
import {
  availableItem,
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
  addOccurrenceInput,
  cancelledOccurrenceEnvelope,
  cancelOccurrenceInput,
  cartTicketLine,
  checkInInput,
  holdTicketsInput,
  joinWaitlistInput,
  occurrenceEnvelope,
  runTicketPassInput,
  ticket,
  ticketEnvelope,
  ticketList,
  ticketPassReport,
  ticketStatus,
  waitlistEntry,
  waitlistEnvelope,
  waitlistStatus,
} from "../tickets/schemas";

/**
 * Component names: each schema becomes `#/components/schemas/<Name>` and every use a `$ref` (what
 * `.openapi("Name")` registers, applied here so domain modules stay free of OpenAPI). Every request body, success
 * body, `{data}` envelope and error body of an operation is named (tests/unit/openapi-names.test.ts fails on an
 * inline one), and so are the records inside them and the closed sets. Conventions: `XInput` / `XPatch` for request
 * bodies, `XResponse` for `{data: X}`, `XList` for `{data: [X]}`, `XError` for error bodies.
 */
const components: Record<string, z.ZodType> = {
  // Errors (lib/errors/schemas.ts)
  MessageError: messageError,
  ValidationError: validationError,
  SubscriptionNotFoundError: subscriptionNotFoundError,
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
  OperatorPostResponse: operatorPostResponse,
  CmsPage: cmsPageDetail,
  CmsPageList: cmsPageList,
  CmsPageListItem: cmsPageListItem,
  OperatorPage: operatorPage,
  OperatorPagePatch: operatorPagePatch,
  OperatorPageResponse: operatorPageResponse,

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
  OperatorCollection: operatorCollection,
  OperatorCollectionPatch: operatorCollectionPatch,
  OperatorCollectionResponse: operatorCollectionResponse,
  OperatorEvent: operatorEvent,
  OperatorEventPatch: operatorEventPatch,
  OperatorEventResponse: operatorEventResponse,

  // Checkout and orders
  CheckoutInput: checkoutInput,
  GuestCheckoutInput: guestCheckoutInput,
  GuestAddress: guestAddress,
  GuestPaymentSetup: guestPaymentSetup,
  CheckoutOrder: placedOrder,
  CheckoutOrderResponse: placedOrderResponse,
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
  SearchResponse: searchResponse,
  PageMeta: pageMeta,

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
  // Webhooks
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
  JobStatus: jobStatus,
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
  WaitlistEntry: waitlistEntry,
  WaitlistStatus: waitlistStatus,
  WaitlistEntryResponse: waitlistEnvelope,
  AddOccurrenceInput: addOccurrenceInput,
  OccurrenceResponse: occurrenceEnvelope,
  CancelOccurrenceInput: cancelOccurrenceInput,
  CancelledOccurrenceResponse: cancelledOccurrenceEnvelope,
  RunTicketPassInput: runTicketPassInput,
  TicketPassReport: ticketPassReport,
};

let named = false;

/** Names the shared schemas (once per process) before the document is generated; returns them, by name. */
export function nameComponents(extra: Record<string, z.ZodType> = {}): Record<string, z.ZodType> {
  const all = { ...components, ...extra };
  if (named) return all;
  named = true;
  for (const [name, schema] of Object.entries(all)) {
    const current = (zodToOpenAPIRegistry.get(schema) ?? {}) as { _internal?: Record<string, unknown> };
    zodToOpenAPIRegistry.add(schema, { ...current, _internal: { ...current._internal, refId: name } });
  }
  return all;
}
