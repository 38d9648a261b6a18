export { LevelBadge, RiskPanel } from './RiskPanel';
export { riskKey, useRisk } from './riskApi';
