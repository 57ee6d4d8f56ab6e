import { ANSWERS_TAG, action, body, paragraph } from "./parts";
import type { EmailLanguage } from "./types";

const hello = paragraph("Olá, *|FNAME|*,");
const copy = "Se o botão não funcionar, copie este endereço para o seu navegador:";

/** Portuguese (European), in the polite third person the interface uses. */
export const portuguese: EmailLanguage = {
  templates: {
    "confirm-email": {
      subject: "Confirme o seu endereço de email",
      body: body(
        hello,
        paragraph(
          "Obrigado por aderir a *|ORGNAME|*! Para concluir, confirme o seu endereço de email:",
        ),
        action("CONFIRMLINK", "Confirmar o meu endereço de email", copy),
        paragraph("Se não se inscreveu, ignore este email e nada acontecerá."),
      ),
    },
    "email-exists-login": {
      subject: "Já tem uma conta",
      body: body(
        hello,
        paragraph(
          "Recebemos um pedido de adesão a *|ORGNAME|* com este endereço de email, provavelmente seu. Já tem uma conta, por isso não precisa de aderir novamente: inicie sessão para ver a sua adesão.",
        ),
        action("LOGINLINK", "Iniciar sessão", copy),
        paragraph("Se não fez este pedido, pode ignorar este email."),
      ),
    },
    "email-exists-set-password": {
      subject: "Já tem uma conta",
      body: body(
        hello,
        paragraph(
          "Recebemos um pedido de adesão a *|ORGNAME|* com este endereço de email, provavelmente seu. Já tem uma conta, por isso não precisa de aderir novamente. Defina uma palavra-passe para iniciar sessão:",
        ),
        action("SPLINK", "Definir uma palavra-passe", copy),
        paragraph(
          "A ligação funciona uma única vez, durante 24 horas. Se não fez este pedido, pode ignorar este email.",
        ),
      ),
    },
    welcome: {
      subject: "Bem-vindo a *|ORGNAME|*",
      body: body(
        hello,
        paragraph(
          "Obrigado por aderir a *|ORGNAME|*. O seu apoio torna o nosso trabalho possível. Pode ver e alterar a sua adesão na sua conta a qualquer momento:",
        ),
        action("LOGINLINK", "Ir para a minha conta", copy),
      ),
    },
    "reset-password": {
      subject: "Escolha uma nova palavra-passe",
      body: body(
        hello,
        paragraph(
          "Recebemos um pedido para repor a palavra-passe da sua conta em *|ORGNAME|*. Escolha aqui uma nova palavra-passe:",
        ),
        action("RPLINK", "Escolher uma nova palavra-passe", copy),
        paragraph(
          "A ligação funciona uma única vez, durante 24 horas. Se não fez este pedido, ignore este email: a sua palavra-passe mantém-se.",
        ),
      ),
    },
    "reset-device": {
      subject: "Desativar a autenticação de dois fatores",
      body: body(
        hello,
        paragraph(
          "Recebemos um pedido para desativar a autenticação de dois fatores (os códigos da sua aplicação de autenticação) da sua conta em *|ORGNAME|*, por exemplo por ter perdido o telemóvel. Abra esta ligação e introduza a sua palavra-passe para a desativar:",
        ),
        action("RPLINK", "Desativar a autenticação de dois fatores", copy),
        paragraph(
          "Depois, passa a iniciar sessão só com a palavra-passe e pode voltar a configurar os códigos na sua conta. A ligação funciona uma única vez, durante 24 horas. Se não fez este pedido, ignore este email: nada muda.",
        ),
      ),
    },
    "confirm-email-change": {
      subject: "Confirme o seu novo endereço de email",
      body: body(
        hello,
        paragraph(
          "Pediu para usar *|NEWEMAIL|* na sua conta em *|ORGNAME|*. Confirme que este endereço é seu e passará a iniciar sessão com ele:",
        ),
        action("CONFIRMLINK", "Confirmar o meu novo endereço de email", copy),
        paragraph(
          "A ligação funciona uma única vez, durante 24 horas. Se não fez este pedido, ignore este email: nada muda.",
        ),
      ),
    },
    "email-changed": {
      subject: "O seu endereço de email foi alterado",
      body: body(
        hello,
        paragraph(
          "A sua conta em *|ORGNAME|* usa agora *|NEWEMAIL|*: a partir de agora, inicie sessão com esse endereço. Se não fez esta alteração, escreva-nos imediatamente.",
        ),
      ),
    },
    "password-changed": {
      subject: "A sua palavra-passe foi alterada",
      body: body(
        hello,
        paragraph(
          "A palavra-passe da sua conta em *|ORGNAME|* foi alterada em *|CHANGEDAT|*. Para sua segurança, terminámos a sessão em todos os outros dispositivos.",
        ),
        paragraph(
          "Se foi você, não precisa de fazer mais nada. Se não foi, escolha já uma nova palavra-passe com esta ligação e escreva-nos para *|SUPPORTEMAIL|*:",
        ),
        action("RESETLINK", "Escolher uma nova palavra-passe", copy),
      ),
    },
    "mfa-removed": {
      subject: "A autenticação de dois fatores da sua conta foi desativada",
      body: body(
        hello,
        paragraph(
          "A nossa equipa em *|ORGNAME|* desativou a autenticação de dois fatores (os códigos da sua aplicação de autenticação) da sua conta em *|CHANGEDAT|*. Agora inicia sessão apenas com a sua palavra-passe, e terminámos a sessão em todos os dispositivos.",
        ),
        paragraph(
          "Se foi você que nos pediu, não precisa de fazer mais nada: pode voltar a configurar os códigos na sua conta. Se não foi, escolha já uma nova palavra-passe com esta ligação e escreva-nos para *|SUPPORTEMAIL|*:",
        ),
        action("RESETLINK", "Escolher uma nova palavra-passe", copy),
      ),
    },
    "cancelled-contribution": {
      subject: "A sua contribuição foi cancelada",
      body: body(
        hello,
        paragraph(
          "A sua contribuição para *|ORGNAME|* foi cancelada e não serão cobrados mais pagamentos. A sua adesão mantém-se ativa até *|EXPIRES|*.",
        ),
        paragraph("Obrigado pelo seu apoio. Será sempre bem-vindo de volta."),
      ),
    },
    "manual-to-automatic": {
      subject: "A sua contribuição passou a ser automática",
      body: body(
        hello,
        paragraph(
          "Obrigado por configurar uma contribuição automática para *|ORGNAME|*. A partir de agora, os pagamentos são cobrados automaticamente, por isso não precisa de fazer mais nada. Pode ver e alterar a sua contribuição na sua conta:",
        ),
        action("LOGINLINK", "Ir para a minha conta", copy),
      ),
    },
    "contribution-didnt-start": {
      subject: "A sua contribuição não foi iniciada",
      body: body(
        hello,
        paragraph(
          "Não foi possível iniciar a sua contribuição para *|ORGNAME|* porque o primeiro pagamento não foi concluído. Tente novamente a partir da sua conta ou escreva-nos para *|SUPPORTEMAIL|* e ajudamos.",
        ),
        action("LOGINLINK", "Ir para a minha conta", copy),
      ),
    },
    "payment-failed": {
      subject: "O seu pagamento não foi concluído",
      body: body(
        hello,
        paragraph(
          "Não foi possível cobrar a sua contribuição de *|AMOUNT|* para *|ORGNAME|*. Verifique os seus dados de pagamento ou indique-nos outro método de pagamento, para que a sua adesão continue:",
        ),
        action("UPDATELINK", "Atualizar o meu método de pagamento", copy),
        paragraph("Se tiver alguma dúvida, escreva-nos para *|SUPPORTEMAIL|*."),
      ),
    },
    "contribution-ended-failed": {
      subject: "A sua contribuição terminou",
      body: body(
        hello,
        paragraph(
          "Tentámos várias vezes cobrar a sua contribuição para *|ORGNAME|*, mas os pagamentos não foram concluídos. Por isso, a sua contribuição terminou e não serão cobrados mais pagamentos. A sua adesão termina a *|EXPIRES|*.",
        ),
        paragraph(
          "Para continuar, ou para recomeçar a qualquer momento, indique-nos um método de pagamento na página da sua contribuição:",
        ),
        action("UPDATELINK", "Retomar a minha contribuição", copy),
        paragraph("Se tiver alguma dúvida, escreva-nos para *|SUPPORTEMAIL|*."),
      ),
    },
    "confirm-callout-response": {
      subject: "Obrigado pela sua resposta",
      body: body(
        paragraph("Olá,"),
        paragraph("Obrigado por responder a «*|CALLOUTTITLE|*». Recebemos a sua resposta."),
        action("CALLOUTLINK", "Ver a chamada", copy),
        paragraph("Se tiver alguma dúvida, escreva-nos para *|SUPPORTEMAIL|*."),
      ),
    },
    "callout-response-answers": {
      subject: "As suas respostas a «*|CALLOUTTITLE|*»",
      body: body(
        hello,
        paragraph(
          "Obrigado por responder a «*|CALLOUTTITLE|*». Aqui está uma cópia das suas respostas:",
        ),
        ANSWERS_TAG,
        action("CALLOUTLINK", "Ver a chamada", copy),
      ),
    },
    "new-member": {
      subject: "Novo contacto: *|MEMBERNAME|*",
      body: body(
        paragraph("*|MEMBERNAME|* acabou de aderir a *|ORGNAME|*."),
        paragraph("ID do contacto: *|MEMBERID|*"),
      ),
    },
    "cancelled-member": {
      subject: "Contribuição cancelada: *|MEMBERNAME|*",
      body: body(
        paragraph("*|MEMBERNAME|* cancelou a sua contribuição para *|ORGNAME|*."),
        paragraph("ID do contacto: *|MEMBERID|*"),
      ),
    },
    "member-ended-failed": {
      subject: "Contribuição terminada após pagamentos falhados: *|MEMBERNAME|*",
      body: body(
        paragraph(
          "A contribuição de *|MEMBERNAME|* para *|ORGNAME|* terminou após pagamentos falhados.",
        ),
        paragraph("ID do contacto: *|MEMBERID|*"),
      ),
    },
    "new-callout-response": {
      subject: "Nova resposta a «*|CALLOUTTITLE|*»",
      body: body(
        paragraph("Chegou uma nova resposta à chamada «*|CALLOUTTITLE|*» (*|CALLOUTSLUG|*)."),
        paragraph("De: *|RESPNAME|*"),
      ),
    },
    "callout-responses-digest": {
      subject: "Novas respostas a «*|CALLOUTTITLE|*»: *|RESPCOUNT|*",
      body: body(
        paragraph(
          "A chamada «*|CALLOUTTITLE|*» (*|CALLOUTSLUG|*) recebeu *|RESPCOUNT|* novas respostas desde o último resumo.",
        ),
        action("RESPLINK", "Ver as respostas", copy),
      ),
    },
    "webhook-disabled": {
      subject: "Um webhook foi desativado",
      body: body(
        hello,
        paragraph(
          "As entregas ao webhook em *|WEBHOOKURL|* falharam durante 3 dias, por isso *|ORGNAME|* desativou-o. Não lhe é enviado mais nada até voltar a ser ativado.",
        ),
        paragraph(
          "Verifique se a ferramenta recetora está a funcionar, envie-lhe um evento de teste e depois volte a ativá-lo.",
        ),
        action("WEBHOOKSLINK", "Abrir os webhooks", copy),
      ),
    },
  },
  footer: {
    questions: "Dúvidas? Escreva-nos para",
    privacy: "Política de privacidade",
    terms: "Termos e condições",
    impressum: "Ficha técnica",
  },
};
