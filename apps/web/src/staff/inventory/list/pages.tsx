import { InventoryListPage } from './InventoryListPage';

/** The inventory list routes (spec 2 §2.1), each the one list screen configured for its type. */
export const FindInventoryPage = () => <InventoryListPage key="Find" kind="Find" />;
export const IncomingInventoryPage = () => <InventoryListPage key="Incoming" kind="Incoming" />;
export const RequestedInventoryPage = () => <InventoryListPage key="Requested" kind="Requested" />;
export const ReadyToPrintPage = () => <InventoryListPage key="ReadyToPrint" kind="ReadyToPrint" />;
export const WithdrawnInventoryPage = () => <InventoryListPage key="Withdraw" kind="Withdraw" />;
export const PriceChangeInventoryPage = () => <InventoryListPage key="PriceChange" kind="PriceChange" />;
export const WithdrawalRequestPage = () => (
  <InventoryListPage key="RequestWithdrawal" kind="RequestWithdrawal" />
);
export const ConsignmentRequestsPage = () => <InventoryListPage key="Consignment" kind="Consignment" />;
export const BuyingRequestsPage = () => <InventoryListPage key="Buying" kind="Buying" />;
export const TransfersPage = () => <InventoryListPage key="Transfer" kind="Transfer" />;
export const AcceptTransfersPage = () => <InventoryListPage key="AcceptTransfer" kind="AcceptTransfer" />;
