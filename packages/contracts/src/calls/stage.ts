/** docs/api.md, phones on stages. */
export { stageIndex } from './stage/stage-index';
export { stageInfo } from './stage/stage-info';
export { stagePlanList } from './stage/stage-plan-list';
export { stagePay } from './stage/stage-pay';
export { stageRepay } from './stage/stage-repay';
