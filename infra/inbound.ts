/**
 * The players' replies on AWS (issue 18): SES receiving for the reply domain, whose receipt rule
 * keeps each raw mail in an S3 bucket and then runs the inbound function on it, and the secret that
 * signs the reply addresses, read by the inbound function and by the functions that write the
 * addresses into the step emails. The domain's MX record points at SES receiving (README).
 */
import { CfnOutput, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { ReceiptRuleSet, TlsPolicy } from 'aws-cdk-lib/aws-ses';
import { Lambda, LambdaInvocationType, S3 } from 'aws-cdk-lib/aws-ses-actions';
import { Construct } from 'constructs';

/** The key prefix of the raw mails in the bucket. */
export const INBOUND_PREFIX = 'replies/';
/** A raw mail is read once, when it arrives; kept a while for a look when a reply went wrong. */
export const RAW_MAIL_DAYS = 30;

export interface RepliesProps {
  replyDomain: string;
  /** Makes the inbound function as the stack makes its handlers. */
  handler: (id: string, environment: Record<string, string>) => NodejsFunction;
  /** The backend's environment (table, sender, organiser hash, public URL). */
  environment: Record<string, string>;
  /** The backend's rights (the table, sending email). */
  grants: PolicyStatement[];
  /** The functions that write reply addresses into the step emails. */
  writers: NodejsFunction[];
}

export class Replies extends Construct {
  readonly inbound: NodejsFunction;
  readonly ruleSet: ReceiptRuleSet;

  constructor(scope: Construct, id: string, { replyDomain, handler, environment, grants, writers }: RepliesProps) {
    super(scope, id);
    const secret = new Secret(this, 'ReplySecret', {
      description: 'Signs the reply addresses of the step emails (functions/notifier/reply-address.ts)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'A new secret voids every reply address of the open steps; it is changed by hand between races, not rotated on a schedule.',
    });

    const bucket = new Bucket(this, 'RawMail', {
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      lifecycleRules: [{ expiration: Duration.days(RAW_MAIL_DAYS) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'Only SES writes the raw mails and only the inbound function reads them; its log records every mail it read.',
    });

    const replyEnvironment = { REPLY_DOMAIN: replyDomain, REPLY_SECRET_NAME: secret.secretName };
    this.inbound = handler('Inbound', { ...environment, ...replyEnvironment, INBOUND_BUCKET: bucket.bucketName, INBOUND_PREFIX });
    for (const grant of grants) this.inbound.addToRolePolicy(grant);
    this.inbound.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [bucket.arnForObjects(`${INBOUND_PREFIX}*`)] }));
    const bucketId = Stack.of(this).resolve(Stack.of(this).getLogicalId(bucket.node.defaultChild as CfnBucket)) as string;
    Validations.of(this.inbound.role ?? this.inbound).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${INBOUND_PREFIX}*]`,
      reason:
        'The raw mails are keyed by the SES message id, known only when a mail arrives: the function reads any key under the replies prefix and nothing else.',
    });

    // Parameter Store's reference path reads the secret: the functions need one SDK client, not two.
    const readSecret = [
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }),
      new PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: [Stack.of(this).formatArn({ service: 'ssm', resource: 'parameter', resourceName: `aws/reference/secretsmanager/${secret.secretName}` })],
      }),
    ];
    for (const fn of [this.inbound, ...writers]) for (const statement of readSecret) fn.addToRolePolicy(statement);
    for (const fn of writers) for (const [name, value] of Object.entries(replyEnvironment)) fn.addEnvironment(name, value);

    this.ruleSet = new ReceiptRuleSet(this, 'RuleSet', {
      rules: [
        {
          recipients: [replyDomain],
          scanEnabled: true,
          tlsPolicy: TlsPolicy.REQUIRE,
          actions: [new S3({ bucket, objectKeyPrefix: INBOUND_PREFIX }), new Lambda({ function: this.inbound, invocationType: LambdaInvocationType.EVENT })],
        },
      ],
    });
    new CfnOutput(scope, 'ReplyRuleSetName', {
      value: this.ruleSet.receiptRuleSetName,
      description: 'Activate it: aws ses set-active-receipt-rule-set --rule-set-name <this>',
    });
  }
}
