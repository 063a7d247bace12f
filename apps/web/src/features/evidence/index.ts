/** The evidence ledger's pieces other features use (issue 7): the 区块链存证 badge. */
export { EvidenceBadge, type EvidenceBadgeProps } from './evidence-badge';
