/// Every phrase family checkrun understands, in the order the reference lists them. A family
/// is one file of `Families/Tasks` or `Families/Expectations`; `FamilyRegistryTests` fails when
/// one is missing here.
enum Families {
  static let tasks: [any TaskFamily.Type] = [
    FillTheForm.self, OpenTheForm.self, Wait.self, LetATimerRunOut.self, LeaveAndReturn.self, ActOnAControl.self,
    SignIn.self,
    Recover.self, OneTimeCode.self, Appointment.self, BiometricSignIn.self, Passcode.self, WaitForTheApp.self,
    WaitForAThing.self, ActOnAThing.self, MoveFocus.self,
  ]

  /// The general sentence first, as the reference teaches it; it is tried last (`isGeneral`).
  static let expectations: [any ExpectationFamily.Type] = [
    ThingState.self, WarningAnnounced.self, WarningLead.self, Warned.self, TimeToRespond.self, WarningIsView.self,
    ExtendRepeatedly.self,
    ControlWorks.self, ControlReachable.self, FollowedByReachable.self, TextAnnounced.self, FieldsRestored.self,
    SensitiveNotSaved.self, ProgressKept.self, ExpiryExplained.self, ExtendRequiresReauthentication.self,
    CountdownAnnounced.self, ErrorAnnouncedInFull.self, SlotHeld.self, BookingGoesThrough.self,
    TimeoutScreenAppears.self,
    TimeoutScreenSaysWhy.self, NoErrorCode.self, WordNotShown.self, TextShown.self, TextNotShown.self,
    TextNotAnnounced.self, FocusMoves.self, NoticeDismissible.self, NoticeOnlyDismissible.self, StillShown.self,
    ControlNotReachable.self,
    FocusDoesNotMove.self, TimerLasts.self, FaceIDAttempts.self, StatedTimesTrue.self,
  ]
}

/// Every phrase checkrun understands, as the parser matches them: the task steps and the
/// expectations, read from `Families`.
public enum Vocabulary {
  public static let tasks: [PhraseFamily<TaskStep>] = Families.tasks.map { $0.phraseFamily }
  public static let expectations: [PhraseFamily<Expectation>] = Families.expectations.map { $0.phraseFamily }
}
