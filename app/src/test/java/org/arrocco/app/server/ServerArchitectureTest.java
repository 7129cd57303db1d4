package org.arrocco.app.server;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.name;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The play server reaches games only through the core's game model (the variant door {@code
 * core.variant} and the vocabulary of {@code core.game} and {@code core.clock}), never a variant's
 * rules, positions or notation: so what leaves the server is only ever a seat's {@code GameView}.
 */
class ServerArchitectureTest {
  private static JavaClasses server() {
    return new ClassFileImporter()
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("org.arrocco.app.server", "org.arrocco.app.load");
  }

  @Test
  void theServerAsksTheEngineOnlyForAMoveFromASeatsView() {
    noClasses()
        .should()
        .dependOnClassesThat(
            resideInAPackage("org.arrocco.engine..")
                .and(not(name("org.arrocco.engine.ComputerPlayer")))
                .and(not(name("org.arrocco.engine.Level"))))
        .because("the computer is given only its seat's GameView, through ComputerPlayer.choose")
        .check(server());
  }

  @Test
  void theServerKnowsNoRulesPackage() {
    JavaClasses server = server();
    noClasses()
        .should()
        .dependOnClassesThat(
            resideInAnyPackage(
                    "org.arrocco.core.chess..",
                    "org.arrocco.core.chess960..",
                    "org.arrocco.core.sprint..",
                    "org.arrocco.core.tamerlane..",
                    "org.arrocco.core.generic..",
                    "org.arrocco.core.notation..",
                    "org.arrocco.core.perft..")
                // the model's PlayerView hands out a Sprint hand as this value type
                .and(not(name("org.arrocco.core.sprint.Hand"))))
        .because("games reach the server only through Variant, Game and GameView")
        .check(server);
  }
}
