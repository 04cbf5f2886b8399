import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readConfig } from './config.ts';
import { SpeedMasterStack } from './stack.ts';

const app = new App();
// Env-agnostic on purpose: `cdk synth` needs no account, `cdk deploy` uses the caller's credentials.
new SpeedMasterStack(app, 'SpeedMaster', { config: readConfig(app.node) });
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
