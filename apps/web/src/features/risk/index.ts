export { LevelBadge, RiskPanel } from './RiskPanel';
export { useRisk } from './riskApi';
