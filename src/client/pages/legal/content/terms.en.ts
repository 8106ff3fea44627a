import { SERVICE_INFO } from '../../../../shared/service-info.js';
import type { LegalDocument } from '../legal-document.js';

const termsEn: LegalDocument = {
  title: 'Terms of Service',
  effectiveDate: '2026-12-01',
  intro: [
    `Thank you for using ${SERVICE_INFO.nameEn} (${SERVICE_INFO.nameKo}). These Terms set out the rules for using the Service and the rights and obligations of the operator and users. Please read them before you use the Service.`,
  ],
  sections: [
    {
      id: 'purpose',
      heading: 'Article 1 (Purpose)',
      blocks: [
        {
          type: 'p',
          text: `These Terms set out the rights, obligations and responsibilities of the ${SERVICE_INFO.operatorEn} (“we”, “us”) and users, and other necessary matters, in connection with the use of the ${SERVICE_INFO.nameEn} service (the “Service”) that we provide.`,
        },
      ],
    },
    {
      id: 'definitions',
      heading: 'Article 2 (Definitions)',
      blocks: [
        {
          type: 'p',
          text: 'The terms used in these Terms have the following meanings:',
        },
        {
          type: 'ol',
          items: [
            '“Service” means the online service through which we gather and present information on youth policies, events and education programs, videos and the like, and provide features such as search, personalised recommendations, bookmarks, comments and reviews, notifications and a newsletter.',
            '“User” means a member or non-member who uses the Service under these Terms.',
            '“Member” means a user who has signed up and holds an account, either by e-mail or by social sign-in with a Kakao, Naver or Google account.',
            '“Non-member” means a user who browses or searches the Service without an account, and a newsletter subscriber who is not a member.',
            '“Post” means any text or information a member puts on the Service, such as comments and one-line reviews with ratings.',
            '“Policy information” means information on youth policies, events and education programs, videos and the like that the Service gathers from material published by public bodies and others.',
            '“Newsletter” means the e-mail bulletin we send to subscribers every week.',
          ],
        },
      ],
    },
    {
      id: 'terms-effect-and-changes',
      heading: 'Article 3 (Effect of and changes to these Terms)',
      blocks: [
        {
          type: 'ol',
          items: [
            'We post these Terms in the Service so that anyone can read them easily. They apply to members from the time they agree to them when signing up, and to non-members from the time they use the Service.',
            'We may amend these Terms to the extent that doing so does not violate applicable laws such as the Act on the Regulation of Terms and Conditions and the Act on Promotion of Information and Communications Network Utilization and Information Protection.',
            'When we amend these Terms, we announce the changes, the effective date and the reason in the Service at least 7 days before the effective date. If a change is unfavourable to members, we announce it at least 30 days before the effective date and also notify members individually by the e-mail address they registered or by an in-service notification.',
            'If, when announcing or notifying the change, we clearly stated that members who do not object by the effective date will be deemed to have agreed, and a member does not object, the member is deemed to have agreed to the amended Terms.',
            'Members who do not agree to the amended Terms may delete their account at any time.',
          ],
        },
      ],
    },
    {
      id: 'other-rules',
      heading: 'Article 4 (Matters not covered by these Terms)',
      blocks: [
        {
          type: 'p',
          text: 'Matters not set out in these Terms, and the interpretation of these Terms, are governed by applicable laws and general commercial practice. The processing of personal data is governed by our Privacy Policy.',
        },
      ],
    },
    {
      id: 'the-service',
      heading: 'Article 5 (The Service)',
      blocks: [
        {
          type: 'p',
          text: 'We provide the following:',
        },
        {
          type: 'ul',
          items: [
            'Browsing and searching policy information (no sign-in needed)',
            'Personalised policy recommendations based on a short survey (members)',
            'Bookmarks, comments, and one-line reviews with ratings (members)',
            'In-service notifications, for example of replies to your comments (members)',
            'A weekly newsletter',
            'A contact form',
          ],
        },
        {
          type: 'p',
          text: 'The Service is free of charge. Users bear their own internet and data charges for accessing it.',
        },
      ],
    },
    {
      id: 'policy-information',
      heading: 'Article 6 (Nature of policy information)',
      blocks: [
        {
          type: 'ol',
          items: [
            'The Service is an information service that gathers information and public data published by public bodies, such as Ontong Youth (www.youthcenter.go.kr), and presents it in an easy-to-understand way.',
            'We are not a body that makes or runs policies, and we do not grant benefits or accept applications ourselves. Applications, selection and payment are decided by the body that runs each policy.',
            'The content, eligibility requirements, application periods and other details of a policy may change at the discretion of the body that runs it, and it may take some time for changes to appear in the Service. Before applying, always check the latest details with the official source and the body in charge.',
            'Personalised recommendations select policies that may be worth a look based on the information a member entered. Being recommended a policy does not mean that you are eligible or will be selected.',
            'External sites linked from the Service (such as agency websites and video platforms) are not managed by us, and their own terms and privacy policies apply.',
            'Copyright in policy information belongs to its original rights holders. Rights in the screen layout, design, text and compilations we create belong to us.',
          ],
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Article 7 (Signing up)',
      blocks: [
        {
          type: 'ol',
          items: [
            'You become a member by agreeing to these Terms and the Privacy Policy and completing the sign-up process. You can sign up by e-mail or by social sign-in with a Kakao, Naver or Google account.',
            'Only people aged 14 or older can become members. If the age calculated from your birth year is under 14, you cannot sign up.',
            'Members must enter accurate information about themselves. If your information changes, please update it on your account page.',
            'We may refuse sign-up if the applicant is under 14, uses another person’s e-mail address, account or identity, or enters false information, and if we learn of any of these after sign-up, we may terminate the user agreement.',
          ],
        },
      ],
    },
    {
      id: 'account-security',
      heading: 'Article 8 (Account management)',
      blocks: [
        {
          type: 'ol',
          items: [
            'Members may use only their own account and may not lend or transfer it to anyone else.',
            'Members are responsible for keeping their password safe. Do not reuse a password from another service, and do not share it with anyone.',
            'If you find out that your account has been misused or your password has leaked, change your password at once and let us know.',
            'The security of a social sign-in account is governed by the policies of the provider concerned.',
            'We are not liable for damage caused by a member’s failure to look after their account, unless we are at fault, whether intentionally or negligently.',
          ],
        },
      ],
    },
    {
      id: 'withdrawal',
      heading: 'Article 9 (Deleting your account)',
      blocks: [
        {
          type: 'ol',
          items: [
            'Members can delete their account at any time on the account page. We process the request immediately.',
            'When you delete your account, we erase your personal data, including your account, profile, survey answers, bookmarks, likes and notifications, at once. Information we must keep by law (for example, access logs kept for 3 months) and records of the reports and objections you made (1 year) are kept for the periods set in the Privacy Policy.',
            'Comments and reviews you wrote are not deleted when you delete your account; they remain, shown as written by a “withdrawn member”. Once your account is deleted we can no longer tell who wrote them and cannot delete them for you, so please delete any posts you do not want to leave behind before you delete your account.',
            'Accounts are not made dormant or moved to separate storage, however long they go unused. Your account remains until you delete it.',
          ],
        },
      ],
    },
    {
      id: 'usage-restrictions',
      heading: 'Article 10 (Restrictions on use)',
      blocks: [
        {
          type: 'ol',
          items: [
            'If a member breaches these Terms or the law, we may restrict their use step by step, depending on how serious the breach is, for example by hiding posts, restricting posting or terminating the user agreement.',
            'Before restricting use, we tell the member the reason and the duration. If we must act urgently to protect other users, we tell the member immediately after acting.',
            `Members who disagree with a restriction may object by writing to ${SERVICE_INFO.contactEmail}, and we will tell them the outcome of our review.`,
          ],
        },
      ],
    },
    {
      id: 'user-content',
      heading: 'Article 11 (Rights in and use of posts)',
      blocks: [
        {
          type: 'ol',
          items: [
            'Copyright in a post belongs to the member who wrote it.',
            'Members grant us a free, non-exclusive permission to use their posts to the extent necessary to show them in the Service. This includes displaying posts on Service screens, grouping them by policy and showing ratings together.',
            'We do not use posts outside the Service or give them to anyone else without the member’s consent.',
            'Members may delete their own posts at any time, and deleting a post ends the permission in paragraph 2 for that post. If a member deletes their account without deleting their posts, the posts remain in the Service as posts by a “withdrawn member”, and the permission continues to that extent.',
          ],
        },
      ],
    },
    {
      id: 'prohibited-content',
      heading: 'Article 12 (Prohibited posts)',
      blocks: [
        {
          type: 'p',
          text: 'Members must not post any of the following:',
        },
        {
          type: 'ul',
          items: [
            'Content that slanders, insults or defames others',
            'Content that discloses other people’s personal data, such as their name, contact details or address, without their consent',
            'Advertising or promotion, spam, or the same content posted over and over',
            'Obscene or sexually explicit content',
            'Content that breaks the law, such as content related to crime or illegal acts or content that infringes copyright or other rights of others',
            'Content that impersonates us, a public body or another person',
          ],
        },
        {
          type: 'p',
          text: `If we find such a post or receive a report about one, we may hide it and will tell the member who wrote it that we have done so by an in-service notification. Members who disagree can let us know at ${SERVICE_INFO.contactEmail}; we will review the decision again and tell them the outcome.`,
        },
      ],
    },
    {
      id: 'temporary-measures',
      heading: 'Article 13 (Reports and temporary measures)',
      blocks: [
        {
          type: 'ol',
          items: [
            'Members can report another member’s post with the ‘Report’ menu on every comment and one-line review. The reasons to choose from are infringement of rights, illegal information, hate speech, disinformation, content harmful to minors, advertising or spam, abuse or slander, exposure of personal data, and other. A post can be reported once by each member, and members cannot report their own posts.',
            `Anyone whose rights, such as privacy or reputation, are infringed by a post, or someone acting for them, may under Article 44-2 of the Act on Promotion of Information and Communications Network Utilization and Information Protection report it for ‘infringement of rights’, explain the infringement and ask us to delete the post or to publish a rebuttal. If you are not a member and cannot use the report menu, please send the request to ${SERVICE_INFO.contactEmail}.`,
            'When a report of an infringement of rights comes in, we at once take a temporary measure that hides the post from others. A temporary measure lasts up to 30 days, and the place of the post shows that it is under a temporary measure and the date it ends. The member who wrote the post and our team can still see what is hidden.',
            'When we take a temporary measure, we immediately tell both the person who reported the post and the member who wrote it by an in-service notification, or by e-mail when a non-member asked by e-mail.',
            'The member who wrote the post may, if they disagree with the temporary measure, object from the post’s menu and give their reasons.',
            'Within the period of the temporary measure, our team reviews the report and any objection and decides whether to show the post again or keep it hidden, and tells the member who wrote it by an in-service notification. Unless we decide otherwise before then, the post is shown again when the temporary measure ends.',
            'Reports for reasons other than an infringement of rights are reviewed by our team and handled under Article 12. Such a report does not hide a post by itself.',
          ],
        },
      ],
    },
    {
      id: 'user-duties',
      heading: 'Article 14 (Users’ obligations)',
      blocks: [
        {
          type: 'p',
          text: 'Users must not:',
        },
        {
          type: 'ul',
          items: [
            'Use another person’s information or enter false information when signing up or updating their information',
            'Use another person’s account, or collect or disclose personal data of other users learned through the Service',
            'Interfere with the operation of the Service, for example by hacking, spreading malware, collecting information in bulk with automated means we have not allowed, or sending excessive requests',
            'Use the Service for commercial purposes without our permission',
            'Do anything else that violates the law or these Terms',
          ],
        },
        {
          type: 'p',
          text: 'Users must comply with the law, these Terms and the instructions for use shown in the Service.',
        },
      ],
    },
    {
      id: 'operator-duties',
      heading: 'Article 15 (Our obligations)',
      blocks: [
        {
          type: 'ol',
          items: [
            'We comply with the law and these Terms and make every effort to provide the Service reliably.',
            'We protect users’ personal data in accordance with our Privacy Policy.',
            `If we find a user’s opinion or complaint justified, we act on it. We reply to inquiries received through the contact form or at ${SERVICE_INFO.contactEmail} within ${SERVICE_INFO.contactReplyBusinessDays} business days, and if we cannot deal with one in that time, we tell you why and when we expect to.`,
            'If the Service fails, we make every effort to restore it without delay.',
          ],
        },
      ],
    },
    {
      id: 'notices',
      heading: 'Article 16 (Notices to users)',
      blocks: [
        {
          type: 'ol',
          items: [
            'When we need to tell a member something, we do so by the e-mail address the member registered or by an in-service notification.',
            'For matters that concern all users, we may replace individual notices by an announcement shown in the Service for at least 7 days. However, matters that are unfavourable or important to members are also notified to them individually.',
          ],
        },
      ],
    },
    {
      id: 'newsletter',
      heading: 'Article 17 (Newsletter)',
      blocks: [
        {
          type: 'ol',
          items: [
            'Anyone aged 14 or older can subscribe to the newsletter with just an e-mail address, without becoming a member.',
            'The newsletter is sent every Monday. Depending on public holidays or operational circumstances, the sending day may change or we may skip a week.',
            'To subscribe, you must consent to the collection and use of personal data. Consent to receive promotional information is optional; you receive the newsletter even if you do not give it.',
            `The newsletter is sent through Stibee (Slowalk Inc.). You can unsubscribe at any time with the unsubscribe link at the bottom of the newsletter or by writing to ${SERVICE_INFO.contactEmail}.`,
          ],
        },
      ],
    },
    {
      id: 'service-changes',
      heading: 'Article 18 (Changes to and interruption of the Service)',
      blocks: [
        {
          type: 'ol',
          items: [
            'We may change the content or features of the Service to improve it. Changes that significantly affect its use are announced in advance.',
            'We may suspend all or part of the Service temporarily for unavoidable reasons such as maintenance or replacement of equipment, outages, loss of communications, natural disasters, or a source of policy information ceasing to provide it. We let you know in advance where possible, and otherwise immediately after the suspension.',
            'If we decide to end the Service, we announce it in the Service at least 30 days before the end date.',
          ],
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Article 19 (Limitation of liability)',
      blocks: [
        {
          type: 'p',
          text: 'The Service is provided free of charge. Unless we act intentionally or with gross negligence, we are not liable for:',
        },
        {
          type: 'ul',
          items: [
            'The outcome of decisions or applications a user made in reliance on policy information that the source body later changed or that appeared in the Service late',
            'Differences between recommendations and actual eligibility requirements or selection results',
            'Inability to provide the Service because of natural disasters, war, power cuts or similar force majeure',
            'Problems with or damage from use of the Service caused by the user’s own fault',
            'Disputes arising through the Service between users, or between a user and a third party',
            'The content of posts made by users',
            'The content of external sites linked from the Service and anything that happens on them',
          ],
        },
        {
          type: 'p',
          text: 'If a user suffers damage through our intent or gross negligence, we compensate for it in accordance with applicable law.',
        },
      ],
    },
    {
      id: 'dispute-resolution',
      heading: 'Article 20 (Dispute resolution and governing law)',
      blocks: [
        {
          type: 'ol',
          items: [
            'We and users will negotiate in good faith to settle any dispute about the Service amicably.',
            'These Terms and the use of the Service are governed by the laws of the Republic of Korea.',
            'If a dispute cannot be settled by negotiation and a lawsuit is filed, it is heard by the court having jurisdiction under the Civil Procedure Act.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Article 21 (Operator and contact)',
      blocks: [
        {
          type: 'ul',
          items: [
            `Operator: ${SERVICE_INFO.operatorEn}`,
            `Inquiries: ${SERVICE_INFO.contactEmail} (reply within ${SERVICE_INFO.contactReplyBusinessDays} business days)`,
            `Privacy inquiries: ${SERVICE_INFO.privacyEmail}`,
          ],
        },
      ],
    },
    {
      id: 'addendum',
      heading: 'Addendum',
      blocks: [
        {
          type: 'p',
          text: 'These Terms take effect on 1 December 2026.',
        },
      ],
    },
  ],
};

export default termsEn;
